import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'

import { toPlainText } from '@portabletext/react'

import { consentVersion } from '@/lib/consent-version'
import type { LeadDocument } from '@/lib/lead/server/lead-document'

import { heroOf, landingPage, serviceCenterPage } from '../data/dataset'
import { quoteFormLabels } from './quote-form'
import { E2E } from '../servers/servers'

/** The consent under the quote form's button, as the page draws it and the server checks it against the Studio's. */
export const quoteFormConsent = () => toPlainText(quoteFormLabels().consentDisclosure ?? [])

/** A valid lead as the auto insurance page's form sends it to the endpoint (JSON), with the given email. */
export const leadRequest = (email: string) => ({
  name: 'Ana García',
  phone: '(469) 555-0188',
  email,
  zip: '75204',
  coverageType: heroOf(landingPage('auto-insurance')).coverageType!,
  page: '/auto-insurance',
  consent: quoteFormConsent(),
  website: '',
})

/**
 * A valid service request (an auto ID card) as the service center's form script hands it to the endpoint, with
 * its own key and both emails sent.
 */
export const serviceRequestBody = (email: string) => ({
  requestType: 'autoIdCard',
  name: 'Rosa Hernández',
  phone: '(972) 555-0164',
  email,
  policyNumber: '',
  policyNumberUnknown: 'on',
  carrier: 'not-sure',
  vehicle: '2022 Toyota RAV4',
  page: '/service-center',
  consent: toPlainText(serviceCenterPage().requestForm?.consentDisclosure ?? []),
  writtenConfirmationNoticeVersion: consentVersion(
    toPlainText(serviceCenterPage().requestForm?.writtenConfirmationNotice ?? []),
  ),
  language: 'en',
  website: '',
  key: randomUUID(),
  emailsSent: 'customer,agency',
})

/**
 * Runs `read` on the database a site on the embedded dataset keeps its requests in (a connection of the test's own,
 * as another process on the volume would have), or gives `empty` while the site has made none.
 */
export function withDatabase<T>(file: string, read: (db: DatabaseSync) => T, empty: T): T {
  if (!existsSync(file)) return empty
  const db = new DatabaseSync(file, { timeout: 5000 })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

/** The requests (leads and service requests) a site on the embedded dataset has kept so far, oldest first. */
export const storedLeads = (file = E2E.databaseFile): LeadDocument[] =>
  withDatabase(
    file,
    (db) =>
      (db.prepare('SELECT document FROM requests ORDER BY rowid').all() as { document: string }[]).map(
        (row) => JSON.parse(row.document) as LeadDocument,
      ),
    [],
  )

export const storedLeadsFor = (email: string) => storedLeads().filter((lead) => lead.email === email)

/** Writes a lead straight into a site's database, as if it had been kept then (a lead from weeks ago). */
export function keepLeadDirectly(document: LeadDocument | Record<string, unknown>, file = E2E.databaseFile) {
  const lead = document as { _id: string; _type: string; submittedAt: string }
  withDatabase(
    file,
    (db) =>
      db
        .prepare(
          'INSERT INTO requests (id, type, submitted_at, submitted_ms, document) VALUES (?, ?, ?, ?, ?)',
        )
        .run(lead._id, lead._type, lead.submittedAt, Date.parse(lead.submittedAt), JSON.stringify(lead)),
    undefined,
  )
}
