import { fillTemplate } from '../format'
import type { Language } from '../i18n'

/** Site settings' review requests, as the sweep reads them. */
export type ReviewSettings = {
  enabled: boolean
  link: string | null
  daysAfterWon: number
  message: Record<Language, string | null>
}

/** A client is asked at most once in this long, however many of their leads are won. */
export const ASK_AGAIN_AFTER_MS = 365 * 86_400_000

/**
 * A lead won longer ago than its day plus this is never asked late: turning asking on (or a site that had no
 * review requests yet) does not email clients won months ago.
 */
export const LATEST_ASK_MS = 30 * 86_400_000

const DAY_MS = 86_400_000

/**
 * The window of Won times whose clients are due now: won at least `daysAfterWon` days ago, and at most 30 days
 * before that.
 */
export function dueWindow({ daysAfterWon }: Pick<ReviewSettings, 'daysAfterWon'>, now: Date) {
  const wonBefore = new Date(now.getTime() - daysAfterWon * DAY_MS)
  return { wonBefore, wonSince: new Date(wonBefore.getTime() - LATEST_ASK_MS) }
}

/** "Hello {name}," with the client's first name, and the review link where the message has {link}. */
export function reviewMessage(template: string, fullName: string, link: string): string {
  const firstName = fullName.trim().split(/\s+/)[0] ?? ''
  return fillTemplate(template, { name: firstName, link })
}
