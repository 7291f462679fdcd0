import { toPlainText } from '@portabletext/react'

import { consentVersion } from '../../consent-version'
import type {
  ConsentWordsQueryResult,
  SmsConsentWordsQueryResult,
  WrittenConfirmationNoticeWordsQueryResult,
} from '../../../sanity.types'

/** A consent given under words replaced since still counts this long: a page left open in a tab, a slow visitor. */
export const RETIRED_WORDS_ACCEPTED_DAYS = 30

/**
 * What the Studio says a page showed: the words published now in each language, and those replaced since
 * (Site settings' box by the phone field, the consent under the forms' button, or the service center's notice
 * that nothing changes until confirmed in writing).
 */
export type PublishedWords =
  | NonNullable<SmsConsentWordsQueryResult>
  | ConsentWordsQueryResult
  | WrittenConfirmationNoticeWordsQueryResult

/** What Site settings say the box showed. */
export type SmsConsentWords = NonNullable<SmsConsentWordsQueryResult>

/** The box as the form posted it: ticked or not, and the version of the words the page drew beside it. */
export type SmsConsentClaim = { ticked: boolean; version: string }

/**
 * The proof of a visitor's answer to the “text me” box, kept with the request. The words and their version are
 * the Studio's, never the post's; the visitor's address and browser are kept only when they agreed.
 */
export type SmsConsent = {
  given: boolean
  /** The exact words beside the box, as the visitor read them, when the version is one the Studio published. */
  words?: string
  version?: string
  /** ISO 8601 (UTC). */
  at: string
  /** The page the form was on, without its query. */
  page: string
  clientAddress?: string
  userAgent?: string
}

/** The box's fields as posted: a tick is exactly "yes"; anything else is no tick. */
export function smsConsentClaim(raw: Record<string, unknown>): SmsConsentClaim {
  return {
    ticked: raw.smsConsent === 'yes',
    version: typeof raw.smsConsentVersion === 'string' ? raw.smsConsentVersion : '',
  }
}

/** The words a request may claim at `now`, by version: published now, or replaced within the last 30 days. */
export function acceptedWordings({ current, retired }: PublishedWords, now: Date): Map<string, string> {
  const since = now.getTime() - RETIRED_WORDS_ACCEPTED_DAYS * 24 * 3600_000
  const wordings = [
    ...current,
    ...retired
      .filter((entry) => entry?.retiredAt && Date.parse(entry.retiredAt) >= since)
      .map((entry) => entry!.words),
  ]
    .filter((blocks) => Array.isArray(blocks) && blocks.length > 0)
    .map((blocks) => toPlainText(blocks!))
  return new Map(wordings.map((words) => [consentVersion(words), words]))
}

// Bounded like every kept text: a browser's own is far shorter.
const USER_AGENT_MAX = 500

/**
 * The record of the box's answer. Consent is given only when the box was ticked under words the Studio published
 * now or within 30 days; a version no page showed, or none, counts as not given, and the request is kept all the
 * same.
 */
export function smsConsentRecord(
  claim: SmsConsentClaim,
  accepted: ReadonlyMap<string, string>,
  proof: { now: Date; pageUrl: string; clientAddress: string; userAgent: string },
): SmsConsent {
  const words = accepted.get(claim.version)
  const given = claim.ticked && words !== undefined
  return {
    given,
    ...(words !== undefined && { words, version: claim.version }),
    at: proof.now.toISOString(),
    page: proof.pageUrl.split(/[?#]/)[0]!,
    ...(given && {
      clientAddress: proof.clientAddress,
      userAgent: proof.userAgent.slice(0, USER_AGENT_MAX),
    }),
  }
}
