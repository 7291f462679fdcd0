import 'server-only'

import type { SanityClient } from '@sanity/client'

import { sanityConfig } from '../content/source'
import { isConflict, sanityClient } from '../content/sanity-source'
import { database, databaseFile } from '../database/database'
import { statement, transaction, whenUnlocked } from '../database/sql'
import { serverEnv } from '../config/env'
import { emailFromRow, insertServerEmail, type EmailRow } from '../database/server-email-rows'
import type { ServerEmail, ServerEmailUpdate } from './server-email'

/** A record an email is about, as kept: a lead or service request (with a lead's online quote), or none. */
export type EmailRecord = { _id: string; _type: string; intake?: unknown; [field: string]: unknown }

/** An email to send, with the record it is made from as it is now. */
export type EmailToSend = {
  recordId: string
  email: ServerEmail
  /** The lead or service request, when the email is about one (the stop page's and the day's emails have none). */
  record?: EmailRecord
}

/** How many emails failed for good since a time, and how many are pending long past their try. */
export type EmailStanding = { failed: number; overdue: number }

/** Where the server's emails are kept: beside their records, wherever the server keeps those. */
export type ServerEmailStore = {
  where: 'database' | 'sanity'
  /** Emails due by `now`, oldest first, at most `limit` of them. */
  due: (now: Date, limit: number) => Promise<EmailToSend[]>
  /**
   * Keeps an email with no request of its own on a record of its own (made if missing), unless that record has one
   * under its key: what several servers make at once is kept once.
   */
  keepAlone: (recordId: string, recordType: string, email: ServerEmail) => Promise<void>
  /** The record's emails still to send, whenever their try is due: what a record just kept hands on. */
  pendingOf: (recordId: string) => Promise<EmailToSend[]>
  /**
   * Takes the email's next try for this process until `until`, if it is still as `read` (pending, at the same try,
   * due at the same time); false when another process took it, or sent it, first.
   */
  claim: (recordId: string, read: ServerEmail, until: Date) => Promise<boolean>
  /**
   * Writes what a try did, only while the try is still the one claimed until `until` (so a try that outlived its
   * claim, whose email another server took since, writes nothing); false when it was not.
   */
  update: (recordId: string, key: string, until: Date, changes: ServerEmailUpdate) => Promise<boolean>
  /** Emails made since `since` that failed for good, and pending ones due before `overdueBefore`. */
  standing: (since: Date, overdueBefore: Date) => Promise<EmailStanding>
}

const WITH_RECORDS = `SELECT server_emails.*, requests.document, intakes.progress
  FROM server_emails
  LEFT JOIN requests ON requests.id = server_emails.record_id
  LEFT JOIN intakes ON intakes.lead_id = server_emails.record_id
  WHERE server_emails.status = 'pending'`

type RowWithRecord = EmailRow & { document: string | null; progress: string | null }

const toSendFromRow = (row: RowWithRecord): EmailToSend => ({
  recordId: row.record_id,
  email: emailFromRow(row),
  ...(row.document !== null && {
    record: {
      ...(JSON.parse(row.document) as EmailRecord),
      ...(row.progress !== null && { intake: JSON.parse(row.progress) as unknown }),
    },
  }),
})

// A claim holds only if the email is still as it was read. A copy read before another server sent it, or took it,
// claims nothing: of two servers that read it at once, one sends it.
const CLAIM = `UPDATE server_emails SET next_try_at = ?, due_ms = ?
  WHERE record_id = ? AND key = ? AND status = 'pending' AND tries = ? AND next_try_at IS ?`

const UPDATE = `UPDATE server_emails
  SET status = ?, tries = ?, next_try_at = ?, sent_at = ?, last_error = coalesce(?, last_error),
    due_ms = coalesce(?, due_ms)
  WHERE record_id = ? AND key = ? AND status = 'pending' AND next_try_at = ?`

const STANDING = `SELECT
    count(*) FILTER (WHERE status = 'failed' AND created_at >= ?) AS failed,
    count(*) FILTER (WHERE status = 'pending' AND due_ms < ?) AS overdue
  FROM server_emails`

/** The database's emails: one row per email, beside its record, read and written by every server on the volume. */
export function databaseServerEmailStore(file = databaseFile()): ServerEmailStore {
  return {
    where: 'database',
    due: async (now, limit) =>
      (
        statement(
          await database(file),
          `${WITH_RECORDS} AND server_emails.due_ms <= ? ORDER BY server_emails.due_ms LIMIT ?`,
        ).all(now.getTime(), limit) as RowWithRecord[]
      ).map(toSendFromRow),
    keepAlone: async (recordId, _type, email) => {
      const db = await database(file)
      await transaction(db, () => insertServerEmail(db, recordId, email))
    },
    pendingOf: async (recordId) =>
      (
        statement(await database(file), `${WITH_RECORDS} AND server_emails.record_id = ?`).all(
          recordId,
        ) as RowWithRecord[]
      ).map(toSendFromRow),
    claim: async (recordId, read, until) => {
      const db = await database(file)
      const { changes } = await whenUnlocked(() =>
        statement(db, CLAIM).run(
          until.toISOString(),
          until.getTime(),
          recordId,
          read._key,
          read.tries,
          read.nextTryAt ?? null,
        ),
      )
      return changes > 0
    },
    update: async (recordId, key, until, changes) => {
      const db = await database(file)
      const { changes: written } = await whenUnlocked(() =>
        statement(db, UPDATE).run(
          changes.status,
          changes.tries,
          changes.nextTryAt ?? null,
          changes.sentAt ?? null,
          changes.lastError ?? null,
          changes.nextTryAt ? Date.parse(changes.nextTryAt) : null,
          recordId,
          key,
          until.toISOString(),
        ),
      )
      return written > 0
    },
    standing: async (since, overdueBefore) =>
      statement(await database(file), STANDING).get(
        since.toISOString(),
        overdueBefore.getTime(),
      ) as EmailStanding,
  }
}

const PENDING = 'status == "pending"'
const DUE = `${PENDING} && dateTime(nextTryAt) <= dateTime($now)`

/** A record's emails that match `which`, with the record when the email is about a request. */
const withRecord = (which: string) => `{
  "recordId": _id,
  "record": select(_type in ["lead", "serviceRequest"] => @),
  "emails": serverEmails[${which}]
}`

const DUE_QUERY = `*[defined(serverEmails) && count(serverEmails[${DUE}]) > 0]
  | order(_createdAt asc) [0...$limit]${withRecord(DUE)}`

type FoundWithRecord = { recordId: string; record: EmailRecord | null; emails: ServerEmail[] | null }

const toSendOf = ({ recordId, record, emails }: FoundWithRecord): EmailToSend[] =>
  (emails ?? []).map((email) => ({ recordId, email, ...(record && { record }) }))

const STANDING_QUERY = `{
  "failed": count(*[defined(serverEmails)].serverEmails[status == "failed"
    && dateTime(createdAt) >= dateTime($since)]),
  "overdue": count(*[defined(serverEmails)].serverEmails[status == "pending"
    && dateTime(nextTryAt) < dateTime($overdueBefore)])
}`

const EMAIL_QUERY = `*[_id == $id][0]{ _rev, "email": serverEmails[_key == $key][0] }`

/** A patch at the revision read conflicts when anyone changed the document since; this many reads settle it. */
const PATCH_ATTEMPTS = 3

/**
 * The Content Lake's emails: the record's `serverEmails`, where the Studio shows them. A claim, and the outcome of a
 * try, is a patch made only if the record is still at the revision read, with its email as the try read it; a
 * record changed meanwhile for another reason (the office manager moving its stage) is read again.
 */
export function sanityServerEmailStore(client: SanityClient): ServerEmailStore {
  const path = (key: string, field: string) => `serverEmails[_key=="${key}"].${field}`

  /** Patches the email while `holds` says it is still as this process last knew it; false once it is not. */
  const patchWhile = async (
    recordId: string,
    key: string,
    holds: (email: ServerEmail) => boolean,
    set: Record<string, unknown>,
    unset: string[] = [],
  ) => {
    for (let attempt = 1; attempt <= PATCH_ATTEMPTS; attempt++) {
      const found = await client.fetch<{ _rev: string; email?: ServerEmail } | null>(EMAIL_QUERY, {
        id: recordId,
        key,
      })
      if (!found?.email || !holds(found.email)) return false
      try {
        await client
          .patch(recordId)
          .ifRevisionId(found._rev)
          .set(set)
          .unset(unset)
          .commit({ returnDocuments: false })
        return true
      } catch (error) {
        if (!isConflict(error)) throw error
      }
    }
    return false
  }

  return {
    where: 'sanity',
    due: async (now, limit) =>
      (await client.fetch<FoundWithRecord[]>(DUE_QUERY, { now: now.toISOString(), limit })).flatMap(toSendOf),
    keepAlone: async (recordId, _type, email) => {
      await client.createIfNotExists({ _id: recordId, _type, serverEmails: [email] })
    },
    pendingOf: async (recordId) => {
      const found = await client.fetch<FoundWithRecord | null>(`*[_id == $id][0]${withRecord(PENDING)}`, {
        id: recordId,
      })
      return found ? toSendOf(found) : []
    },
    claim: (recordId, read, until) =>
      patchWhile(
        recordId,
        read._key,
        (email) =>
          email.status === 'pending' && email.tries === read.tries && email.nextTryAt === read.nextTryAt,
        { [path(read._key, 'nextTryAt')]: until.toISOString() },
      ),
    update: (recordId, key, until, changes) => {
      const set = Object.fromEntries(
        Object.entries(changes)
          .filter(([, value]) => value !== undefined)
          .map(([field, value]) => [path(key, field), value]),
      )
      return patchWhile(
        recordId,
        key,
        (email) => email.status === 'pending' && email.nextTryAt === until.toISOString(),
        set,
        changes.nextTryAt ? [] : [path(key, 'nextTryAt')],
      )
    },
    standing: (since, overdueBefore) =>
      client.fetch<EmailStanding>(STANDING_QUERY, {
        since: since.toISOString(),
        overdueBefore: overdueBefore.toISOString(),
      }),
  }
}

/**
 * Emails of records that could not be kept (a full disk, a database locked past its wait, a Content Lake refusing
 * the write), held in this process's memory until sent: the email carries the request, so the agency still hears
 * of it. Nothing here outlives the process, and nothing is added once the store holds `capacity` emails.
 */
export function memoryServerEmailStore(capacity = 100): ServerEmailStore & {
  add: (toSend: EmailToSend) => boolean
} {
  const held = new Map<string, EmailToSend>()
  const idOf = (recordId: string, key: string) => `${recordId}#${key}`
  const pending = () => [...held.values()].filter(({ email }) => email.status === 'pending')
  return {
    where: 'database',
    keepAlone: async () => {},
    add: (toSend) => {
      if (held.size >= capacity) return false
      held.set(idOf(toSend.recordId, toSend.email._key), toSend)
      return true
    },
    due: async (now, limit) =>
      pending()
        .filter(({ email }) => Date.parse(email.nextTryAt ?? email.createdAt) <= now.getTime())
        .slice(0, limit),
    pendingOf: async (recordId) => pending().filter((toSend) => toSend.recordId === recordId),
    claim: async (recordId, read, until) => {
      const toSend = held.get(idOf(recordId, read._key))
      if (!toSend || toSend.email.status !== 'pending' || toSend.email.nextTryAt !== read.nextTryAt)
        return false
      toSend.email = { ...toSend.email, nextTryAt: until.toISOString() }
      return true
    },
    update: async (recordId, key, until, changes) => {
      const toSend = held.get(idOf(recordId, key))
      if (!toSend || toSend.email.nextTryAt !== until.toISOString()) return false
      // Done with, one way or the other: what it said goes from memory with it.
      if (changes.status !== 'pending') held.delete(idOf(recordId, key))
      else toSend.email = { ...toSend.email, ...changes }
      return true
    },
    standing: async () => ({ failed: 0, overdue: 0 }),
  }
}

/** The store beside the requests: the Content Lake with a write token, else the database. */
export function serverEmailStore(): ServerEmailStore {
  const config = sanityConfig()
  const token = serverEnv().SANITY_API_WRITE_TOKEN
  if (config && token) return sanityServerEmailStore(sanityClient({ ...config, token }))
  return databaseServerEmailStore()
}
