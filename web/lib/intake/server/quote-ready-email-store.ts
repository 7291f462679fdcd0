import 'server-only'

import type { DatabaseSync } from 'node:sqlite'

import type { SanityClient } from '@sanity/client'

import { sanityConfig } from '../../content/source'
import { isConflict, sanityClient } from '../../content/sanity-source'
import { database, databaseFile } from '../../database/database'
import { statement, whenUnlocked } from '../../database/sql'
import { serverEnv } from '../../env'
import type { IntakeEmailLead } from '../emails'
import type { IntakeProgress } from '../intake-progress'
import type { QuoteReadyEmail, QuoteReadyEmailUpdate } from '../quote-ready-email'

/** An email to send: the lead and its answers as they are now, the email as read, and whether its try is ours. */
export type EmailToSend = {
  lead: IntakeEmailLead
  intake: IntakeProgress
  email: QuoteReadyEmail
  /** Its first try is this process's: it just finished the online quote. */
  claimed?: boolean
}

/** How many emails failed for good since a time, and how many are pending long past their try. */
export type EmailStanding = { failed: number; overdue: number }

/** Where each lead's email is kept: beside the lead, wherever the server keeps it. */
export type QuoteReadyEmailStore = {
  where: 'database' | 'sanity'
  /** Every email still to send, with what it is made from. */
  unfinished: () => Promise<EmailToSend[]>
  /**
   * Takes the email's next try for this process until `until`, if it is still as `read` (pending, at the same try,
   * due at the same time); false when another process took it, or sent it, first.
   */
  claim: (leadId: string, read: QuoteReadyEmail, until: Date) => Promise<boolean>
  /** Writes what a try did. A sent email is settled: nothing written after makes it pending again. */
  update: (leadId: string, changes: QuoteReadyEmailUpdate) => Promise<void>
  /** Emails of online quotes finished since `since` that failed for good, and pending ones due before `overdueBefore`. */
  standing: (since: Date, overdueBefore: Date) => Promise<EmailStanding>
}

const dueMs = (email: Pick<QuoteReadyEmail, 'nextTryAt' | 'createdAt'>) =>
  Date.parse(email.nextTryAt ?? email.createdAt) || 0

/** Keeps the email of a lead's finished online quote, unless it has one; run it in the save's transaction. */
export function insertQuoteReadyEmail(db: DatabaseSync, leadId: string, email: QuoteReadyEmail) {
  statement(
    db,
    `INSERT INTO quote_ready_emails (lead_id, created_at, status, tries, next_try_at, sent_at, last_error, due_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (lead_id) DO NOTHING`,
  ).run(
    leadId,
    email.createdAt,
    email.status,
    email.tries,
    email.nextTryAt ?? null,
    email.sentAt ?? null,
    email.lastError ?? null,
    dueMs(email),
  )
}

type EmailRow = {
  lead_id: string
  created_at: string
  status: QuoteReadyEmail['status']
  tries: number
  next_try_at: string | null
  sent_at: string | null
  last_error: string | null
}

const emailFromRow = (row: EmailRow): QuoteReadyEmail => ({
  createdAt: row.created_at,
  status: row.status,
  tries: row.tries,
  ...(row.next_try_at !== null && { nextTryAt: row.next_try_at }),
  ...(row.sent_at !== null && { sentAt: row.sent_at }),
  ...(row.last_error !== null && { lastError: row.last_error }),
})

const UNFINISHED_ROWS = `SELECT quote_ready_emails.*, requests.document, intakes.progress
  FROM quote_ready_emails
  JOIN requests ON requests.id = quote_ready_emails.lead_id
  JOIN intakes ON intakes.lead_id = quote_ready_emails.lead_id
  WHERE quote_ready_emails.status = 'pending'`

// A claim holds only if the email is still as it was read. A copy read before another server sent it, or took it,
// claims nothing: of two servers that read it at once, one sends it.
const CLAIM = `UPDATE quote_ready_emails SET next_try_at = ?, due_ms = ?
  WHERE lead_id = ? AND status = 'pending' AND tries = ? AND next_try_at IS ?`

const UPDATE = `UPDATE quote_ready_emails
  SET status = ?, tries = ?, next_try_at = ?, sent_at = ?, last_error = coalesce(?, last_error),
    due_ms = coalesce(?, due_ms)
  WHERE lead_id = ? AND status = 'pending'`

const STANDING = `SELECT
    count(*) FILTER (WHERE status = 'failed' AND created_at >= ?) AS failed,
    count(*) FILTER (WHERE status = 'pending' AND due_ms < ?) AS overdue
  FROM quote_ready_emails`

/** The database's emails: one row per lead, beside it, read and written by every server on the volume. */
export function databaseQuoteReadyEmailStore(file = databaseFile()): QuoteReadyEmailStore {
  return {
    where: 'database',
    unfinished: async () => {
      const rows = statement(await database(file), UNFINISHED_ROWS).all() as Array<
        EmailRow & { document: string; progress: string }
      >
      return rows.map((row) => {
        const lead = JSON.parse(row.document) as Record<string, string | undefined>
        return {
          lead: {
            id: row.lead_id,
            fullName: lead.fullName ?? '',
            email: lead.email ?? '',
            phoneNumber: lead.phoneNumber ?? '',
            coverageType: lead.coverageType ?? '',
          },
          intake: JSON.parse(row.progress) as IntakeProgress,
          email: emailFromRow(row),
        }
      })
    },
    claim: async (leadId, read, until) => {
      const db = await database(file)
      const { changes } = await whenUnlocked(() =>
        statement(db, CLAIM).run(
          until.toISOString(),
          until.getTime(),
          leadId,
          read.tries,
          read.nextTryAt ?? null,
        ),
      )
      return changes > 0
    },
    update: async (leadId, changes) => {
      const db = await database(file)
      await whenUnlocked(() =>
        statement(db, UPDATE).run(
          changes.status,
          changes.tries,
          changes.nextTryAt ?? null,
          changes.sentAt ?? null,
          changes.lastError ?? null,
          changes.nextTryAt ? Date.parse(changes.nextTryAt) : null,
          leadId,
        ),
      )
    },
    standing: async (since, overdueBefore) =>
      statement(await database(file), STANDING).get(
        since.toISOString(),
        overdueBefore.getTime(),
      ) as EmailStanding,
  }
}

const UNFINISHED_QUERY = `*[_type == "lead" && quoteReadyEmail.status == "pending"]{
  "lead": { "id": _id, fullName, email, phoneNumber, coverageType }, intake, "email": quoteReadyEmail
}`

const STANDING_QUERY = `{
  "failed": count(*[_type == "lead" && quoteReadyEmail.status == "failed"
    && dateTime(quoteReadyEmail.createdAt) >= dateTime($since)]),
  "overdue": count(*[_type == "lead" && quoteReadyEmail.status == "pending"
    && dateTime(quoteReadyEmail.nextTryAt) < dateTime($overdueBefore)])
}`

/**
 * The Content Lake's emails: the lead's `quoteReadyEmail`, where the Studio shows it. A claim is a patch made only
 * if the lead is still at the revision read, with its email as the caller read it.
 */
export function sanityQuoteReadyEmailStore(client: SanityClient): QuoteReadyEmailStore {
  return {
    where: 'sanity',
    unfinished: () => client.fetch<EmailToSend[]>(UNFINISHED_QUERY),
    claim: async (leadId, read, until) => {
      const found = await client.fetch<{ _rev: string; email?: QuoteReadyEmail } | null>(
        `*[_id == $id][0]{ _rev, "email": quoteReadyEmail }`,
        { id: leadId },
      )
      const email = found?.email
      if (
        !found ||
        email?.status !== 'pending' ||
        email.tries !== read.tries ||
        email.nextTryAt !== read.nextTryAt
      )
        return false
      try {
        await client
          .patch(leadId)
          .ifRevisionId(found._rev)
          .set({ 'quoteReadyEmail.nextTryAt': until.toISOString() })
          .commit({ returnDocuments: false })
        return true
      } catch (error) {
        if (isConflict(error)) return false
        throw error
      }
    },
    update: async (leadId, changes) => {
      const set = Object.fromEntries(
        Object.entries(changes)
          .filter(([, value]) => value !== undefined)
          .map(([field, value]) => [`quoteReadyEmail.${field}`, value]),
      )
      const patch = client.patch(leadId).set(set)
      await (changes.nextTryAt ? patch : patch.unset(['quoteReadyEmail.nextTryAt'])).commit({
        returnDocuments: false,
      })
    },
    standing: (since, overdueBefore) =>
      client.fetch<EmailStanding>(STANDING_QUERY, {
        since: since.toISOString(),
        overdueBefore: overdueBefore.toISOString(),
      }),
  }
}

/** The store of the request store the endpoints use: the Content Lake with a write token, else the database. */
export function quoteReadyEmailStore(): QuoteReadyEmailStore {
  const config = sanityConfig()
  const token = serverEnv().SANITY_API_WRITE_TOKEN
  if (config && token) return sanityQuoteReadyEmailStore(sanityClient({ ...config, token }))
  return databaseQuoteReadyEmailStore()
}
