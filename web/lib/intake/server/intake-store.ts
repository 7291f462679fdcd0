import 'server-only'

import { sanityConfig } from '../../content/source'
import { appendToArrays, isConflict, sanityClient } from '../../content/sanity-source'
import type { CrmEvent } from '../../database/crm-event-row'
import { database, databaseFile } from '../../database/database'
import { insertEvent } from '../../database/request-rows'
import { statement, transaction } from '../../database/sql'
import { serverEnv } from '../../config/env'
import { isLanguage, type Language } from '../../i18n'
import type { IntakeProgress } from '../intake-progress'
import { insertServerEmail } from '../../database/server-email-rows'
import type { ServerEmail } from '../../outbox/server-email'

/** A lead as its online quote sees it: what it was for, when it came, its link's hash, and the answers so far. */
export type IntakeLead = {
  id: string
  submittedAt: string
  fullName: string
  email: string
  phoneNumber: string
  /** What the quote form asked; questions marked “Filled in from the quote form” start with it. */
  zipCode: string
  /** The office's stage (always `new` on the embedded dataset, which has no Studio). */
  stage: string
  language: Language
  coverageType: string
  coverageLabel: string
  /** The SHA-256 (hex) of its link's secret; a lead kept before there were online quotes has none. */
  linkHash?: string
  intake?: IntakeProgress
  /** When the visitor asked to be called (UTC), unless they left it to the office. */
  callAt?: string
  /** The online quote's revision as read: a save made from it is refused once another save has changed it. */
  revision: string
}

export type IntakeStore = {
  where: string
  /** The lead kept under `id`, or null. */
  find: (id: string) => Promise<IntakeLead | null>
  /**
   * Keeps the lead's online quote as it is now, replacing what was kept before; with `event` and `email`, the CRM
   * event and the agency's email that say it is finished, kept with it in the same write. False, keeping nothing,
   * when another save changed it since `lead` was read: the caller reads it again and applies its step to what is
   * there now, so two saves at once lose no answer.
   */
  save: (lead: IntakeLead, intake: IntakeProgress, event?: CrmEvent, email?: ServerEmail) => Promise<boolean>
}

type Found = Omit<IntakeLead, 'language' | 'stage'> & { language?: string | null; stage?: string | null }

const asLead = (found: Found | null | undefined): IntakeLead | null =>
  found?.coverageType
    ? { ...found, stage: found.stage ?? 'new', language: isLanguage(found.language) ? found.language : 'en' }
    : null

/** A lead and its online quote as the database has them; revision 0 is an online quote not saved yet. */
const FIND_LEAD = `SELECT requests.document, intakes.progress, coalesce(intakes.revision, 0) AS revision
  FROM requests LEFT JOIN intakes ON intakes.lead_id = requests.id
  WHERE requests.id = ? AND requests.type = 'lead'`

/** On the embedded dataset: the online quote is one row per lead, changed in place, at the revision read. */
export function databaseIntakeStore(file = databaseFile()): IntakeStore {
  return {
    where: 'database',
    find: async (id) => {
      const row = statement(await database(file), FIND_LEAD).get(id) as
        { document: string; progress: string | null; revision: number } | undefined
      if (!row) return null
      const lead = JSON.parse(row.document) as Record<string, string | undefined>
      return asLead({
        id,
        submittedAt: lead.submittedAt ?? '',
        fullName: lead.fullName ?? '',
        email: lead.email ?? '',
        phoneNumber: lead.phoneNumber ?? '',
        zipCode: lead.zipCode ?? '',
        language: lead.language,
        coverageType: lead.coverageType ?? '',
        coverageLabel: lead.coverageLabel ?? '',
        linkHash: lead.intakeLinkHash,
        ...(lead.callAt && { callAt: lead.callAt }),
        ...(row.progress && { intake: JSON.parse(row.progress) as IntakeProgress }),
        revision: String(row.revision),
      })
    },
    save: async (lead, intake, event, email) => {
      const db = await database(file)
      return transaction(db, () => {
        const progress = JSON.stringify(intake)
        const { changes } =
          lead.revision === '0'
            ? statement(
                db,
                `INSERT INTO intakes (lead_id, revision, progress, updated_at) VALUES (?, 1, ?, ?)
                 ON CONFLICT (lead_id) DO NOTHING`,
              ).run(lead.id, progress, intake.updatedAt)
            : statement(
                db,
                `UPDATE intakes SET revision = revision + 1, progress = ?, updated_at = ?
                 WHERE lead_id = ? AND revision = ?`,
              ).run(progress, intake.updatedAt, lead.id, Number(lead.revision))
        if (changes === 0) return false
        if (event) insertEvent(db, lead.id, event)
        if (email) insertServerEmail(db, lead.id, email)
        return true
      })
    },
  }
}

const LEAD_QUERY = `*[_id == $id && _type == "lead"][0]{
  "id": _id, submittedAt, fullName, email, phoneNumber, "zipCode": coalesce(zipCode, ""), stage, language,
  coverageType, coverageLabel, "linkHash": intakeLinkHash, intake, defined(callAt) => {callAt}, "revision": _rev
}`

/** With a Sanity project: the answers are kept on the lead document itself, where the Studio shows them. */
function sanityIntakeStore(config: NonNullable<ReturnType<typeof sanityConfig>>, token: string): IntakeStore {
  const client = sanityClient({ ...config, token })
  return {
    where: 'sanity',
    find: async (id) => asLead(await client.fetch<Found | null>(LEAD_QUERY, { id })),
    save: async (lead, intake, event, email) => {
      const write = client
        .transaction()
        .patch(lead.id, (patch) => patch.ifRevisionId(lead.revision).set({ intake }))
      appendToArrays(write, lead.id, {
        serverEmails: email ? [email] : [],
        webhookEvents: event ? [event] : [],
      })
      try {
        await write.commit({ returnDocuments: false })
        return true
      } catch (error) {
        if (isConflict(error)) return false
        throw error
      }
    },
  }
}

let store: IntakeStore | undefined

/** Where leads' online quotes are kept: on the lead, wherever the lead is (see requestStore). */
export function intakeStore(): IntakeStore {
  if (store) return store
  const config = sanityConfig()
  const token = serverEnv().SANITY_API_WRITE_TOKEN
  store = config && token ? sanityIntakeStore(config, token) : databaseIntakeStore()
  return store
}
