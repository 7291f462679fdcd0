import 'server-only'

import type { SanityClient } from '@sanity/client'

import { serverEnv } from '../../config/env'
import { loadContent, sanityConfig } from '../../content/source'
import { appendToArrays, isConflict, sanityClient } from '../../content/sanity-source'
import { crmWebhook, type CrmWebhook } from '../../crm-webhook/crm-webhook'
import type { Kept } from '../../delivery/request-record'
import { isLanguage } from '../../i18n'
import { log } from '../../log/logger.mjs'
import { newServerEmail } from '../../outbox/server-email'
import { serverEmails, type ServerEmails } from '../../outbox/server-emails'
import { startSweeping } from '../../outbox/sweep'
import { sha256Hex } from '../../sha256-hex'
import { ASK_AGAIN_AFTER_MS, dueWindow, reviewMessage, type ReviewSettings } from '../review-request'

/** A sweep asks at most this many clients; the rest wait for the next. */
const SWEEP_LIMIT = 20

export const REVIEW_SETTINGS_QUERY = `*[_type == "siteSettings" && _id == "siteSettings"][0].reviewRequests{
  "enabled": enabled == true, link, "daysAfterWon": coalesce(daysAfterWon, 7),
  "message": {
    "en": message[language == "en"][0].value,
    "es": coalesce(message[language == "es"][0].value, message[language == "en"][0].value)
  }
}`

/**
 * Won leads whose day to be asked has come: not asked (nor passed over) yet, not marked “Don't ask”, won within
 * the window. The earliest won first.
 */
const DUE_QUERY = `*[_type == "lead" && stage == "won" && defined(wonAt) && !defined(reviewRequest)
  && noReviewRequest != true && dateTime(wonAt) <= dateTime($wonBefore) && dateTime(wonAt) >= dateTime($wonSince)
] | order(wonAt asc) [0...$limit] {
  _id, _rev, fullName, email, emailKey, phoneNumber, language, stage, coverageType
}`

type DueLead = {
  _id: string
  _rev: string
  fullName?: string
  email?: string
  emailKey?: string
  phoneNumber?: string
  language?: string
  stage: string
  coverageType?: string
}

export type ReviewRequests = {
  /** Asks every client whose day has come; what it did, by count. */
  sweep: (now?: Date) => Promise<{ asked: number; askedRecently: number }>
}

type Services = {
  client: SanityClient
  settings: () => Promise<ReviewSettings | null>
  emails: Pick<ServerEmails, 'handOff'> | null
  crm: Pick<CrmWebhook, 'reviewEvent' | 'handOff'> | null
}

/**
 * The document that remembers when a client's email was last asked: named by a hash of the email as the lead keeps
 * it (lower case), so it says nothing of whom. Written in the same transaction as the lead: two servers, or two won
 * leads of one client, never ask twice within the year.
 */
const askedDocumentId = async (emailKey: string) => `reviewAsks.${(await sha256Hex(emailKey)).slice(0, 32)}`

/** With a Sanity project, where stages live: the sweep that asks each won client once. */
export function sanityReviewRequests({ client, settings, emails, crm }: Services): ReviewRequests {
  return {
    sweep: async (now = new Date()) => {
      const done = { asked: 0, askedRecently: 0 }
      const current = await settings()
      if (!current?.enabled || !current.link) return done
      const { wonBefore, wonSince } = dueWindow(current, now)
      const due = await client.fetch<DueLead[]>(DUE_QUERY, {
        wonBefore: wonBefore.toISOString(),
        wonSince: wonSince.toISOString(),
        limit: SWEEP_LIMIT,
      })
      for (const lead of due) {
        const emailKey = (lead.emailKey ?? lead.email ?? '').trim().toLowerCase()
        if (!emailKey) continue
        const language = isLanguage(lead.language) ? lead.language : 'en'
        const askedId = await askedDocumentId(emailKey)
        const asked = await client.fetch<{ _rev: string; askedAt: string } | null>(
          '*[_id == $id][0]{_rev, askedAt}',
          { id: askedId },
        )
        const at = now.toISOString()
        const recently = asked !== null && now.getTime() - Date.parse(asked.askedAt) < ASK_AGAIN_AFTER_MS
        const reviewRequest = {
          _type: 'reviewRequest',
          status: recently ? 'asked-recently' : 'asked',
          at,
          language,
        }
        const message = reviewMessage(current.message[language] ?? '', lead.fullName ?? '', current.link)
        const email = recently
          ? undefined
          : newServerEmail('review-request', now, { params: { message, link: current.link } })
        const event = recently ? undefined : crm?.reviewEvent({ _id: lead._id, stage: lead.stage }, now)
        const write = client.transaction()
        if (!recently) {
          if (asked) write.patch(askedId, (patch) => patch.ifRevisionId(asked._rev).set({ askedAt: at }))
          else write.create({ _id: askedId, _type: 'reviewAsk', askedAt: at })
        }
        write.patch(lead._id, (patch) => patch.ifRevisionId(lead._rev).set({ reviewRequest }))
        appendToArrays(write, lead._id, {
          serverEmails: email ? [email] : [],
          webhookEvents: event ? [event] : [],
        })
        try {
          await write.commit({ returnDocuments: false, visibility: 'sync' })
        } catch (error) {
          // Another server asked this client (or the lead changed) since it was read: the next sweep reads it again.
          if (isConflict(error)) continue
          throw error
        }
        if (recently) {
          done.askedRecently++
          log.info(`Review request of ${lead._id}: not asked, its client was asked within the last 12 months`)
          continue
        }
        done.asked++
        log.info(`Review request of ${lead._id}: asked, in ${language === 'es' ? 'Spanish' : 'English'}`)
        if (email) await emails?.handOff(lead._id, [email])
        if (crm && event)
          await crm.handOff({ ...lead, _type: 'lead', webhookEvents: [event] } as unknown as Kept)
      }
      return done
    },
  }
}

let made: ReviewRequests | null | undefined

/**
 * The process's review requests, or null where nothing can be asked: no Sanity project with a write token (stages
 * live there), or no way to email (EMAILJS_PRIVATE_KEY and EMAILJS_REVIEW_TEMPLATE_ID).
 */
export function reviewRequests(): ReviewRequests | null {
  if (made !== undefined) return made
  const config = sanityConfig()
  const env = serverEnv()
  const emails = serverEmails()
  made =
    config && env.SANITY_API_WRITE_TOKEN && emails && env.EMAILJS_REVIEW_TEMPLATE_ID
      ? sanityReviewRequests({
          client: sanityClient({ ...config, token: env.SANITY_API_WRITE_TOKEN }),
          settings: () => loadContent<ReviewSettings | null>(REVIEW_SETTINGS_QUERY),
          emails,
          crm: crmWebhook(),
        })
      : null
  return made
}

/** At start: asks every client whose day has come, then again at every sweep. */
export function startReviewRequests(): () => Promise<void> {
  const requests = reviewRequests()
  if (!requests) return async () => {}
  log.info('Won clients are asked for a review by the server, each once (sweep with the outbox).')
  return startSweeping(
    () => requests.sweep(),
    (error) => log.warn(`Review request sweep failed (${error.name}); the next one tries again`),
    async () => {},
  )
}
