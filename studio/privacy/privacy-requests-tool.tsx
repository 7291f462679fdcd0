import { DownloadIcon, SearchIcon, TrashIcon } from '@sanity/icons'
import { type FormEvent, useState } from 'react'
import { useClient, useCurrentUser } from 'sanity'

import { recordedBy } from '../inbox/contact-choices'
import { downloadFile } from '../reports/download-file'
import {
  Button,
  Controls,
  Field,
  Note,
  PageTitle,
  Section,
  SectionTitle,
  Status,
  Toolbar,
} from '../reports/report-elements'
import { ReportLayout } from '../reports/report-layout'
import {
  countsOf,
  countsText,
  erasurePlan,
  exportFile,
  leadIds,
  type PersonFound,
  type PersonRequest,
  personKeys,
  PRIVACY_API_VERSION,
  queryParams,
  RELATED_QUERY,
  REQUESTS_QUERY,
  searchKeyOf,
} from './person'

type Found = PersonFound & { key: string }

// Drafts too: an erasure leaves none behind.
const RAW = { perspective: 'raw' } as const

const requestLine = (request: PersonRequest) =>
  [
    request._type === 'serviceRequest' ? 'Service request' : 'Quote request',
    request._id.startsWith('drafts.') ? '(unpublished draft)' : '',
    request.fullName ?? '',
    request.submittedAt ? `sent ${request.submittedAt.slice(0, 10)}` : '',
  ]
    .filter(Boolean)
    .join(' · ')

/**
 * The office manager's answer to "what do you have on me?" and "delete it": search by the email or phone the
 * person gave, see everything kept, download it as one file, or erase it. Their opt-outs stay.
 */
export function PrivacyRequestsTool() {
  const client = useClient({ apiVersion: PRIVACY_API_VERSION })
  const user = useCurrentUser()
  const [typed, setTyped] = useState('')
  const [found, setFound] = useState<Found>()
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [confirming, setConfirming] = useState(false)

  async function find(key: { kind: 'email' | 'phone'; key: string }) {
    const requests = await client.fetch<PersonRequest[]>(REQUESTS_QUERY, queryParams(key), RAW)
    const related = await client.fetch<Omit<PersonFound, 'requests'>>(
      RELATED_QUERY,
      {
        keys: personKeys(key.key, requests),
        leads: leadIds(requests),
      },
      RAW,
    )
    return { key: key.key, requests, ...related }
  }

  async function search(event: FormEvent) {
    event.preventDefault()
    setConfirming(false)
    const key = searchKeyOf(typed)
    if (!key) {
      setFound(undefined)
      setStatus('Type an email, or a phone number with its area code.')
      return
    }
    setBusy(true)
    setStatus('Searching…')
    try {
      const person = await find(key)
      setFound(person)
      const nothing = person.requests.length + person.contactChoices.length + person.downloads.length === 0
      setStatus(nothing ? `Nothing is kept about ${key.key}.` : `Found what is kept about ${key.key}.`)
    } catch (reason) {
      setStatus(`The search could not be made: ${(reason as Error).message}. Try again.`)
    } finally {
      setBusy(false)
    }
  }

  function download() {
    if (!found) return
    const now = new Date()
    // The file's name says nothing of the person: it may sit in a downloads folder.
    downloadFile(
      `privacy-request-${now.toISOString().slice(0, 10)}.json`,
      `${JSON.stringify(exportFile(found, found.key, now), null, 2)}\n`,
      'application/json',
    )
  }

  async function erase() {
    if (!found) return
    setBusy(true)
    setStatus('Erasing…')
    try {
      const plan = erasurePlan(found, { by: recordedBy(user), at: new Date(), id: crypto.randomUUID() })
      const transaction = client.transaction()
      for (const id of plan.deletes) transaction.delete(id)
      for (const { id, paths } of plan.unsets)
        if (paths.length) transaction.patch(id, (patch) => patch.unset(paths))
      transaction.create(plan.log)
      await transaction.commit({ visibility: 'sync' })
      setConfirming(false)
      setFound(await find({ kind: found.key.includes('@') ? 'email' : 'phone', key: found.key }))
      setStatus(
        `Erased: ${countsText(plan.log.counts).join(', ')}. Their opt-outs were kept. The erasure is logged (when, by whom, how many), without their details.`,
      )
    } catch (reason) {
      setStatus(`Nothing was erased: ${(reason as Error).message}. Try again.`)
    } finally {
      setBusy(false)
    }
  }

  const counts = found && countsOf(found)
  const hasRecords =
    found && counts && found.requests.length + found.downloads.length + counts.registerEmails > 0
  return (
    <ReportLayout>
      <Section>
        <PageTitle>Privacy requests</PageTitle>
        <Note>
          When someone asks what the agency keeps about them, or asks to have it deleted: search by the email
          or phone number they gave. Export gives them everything in one file; Erase deletes their requests,
          online-quote answers and CRM deliveries here. Their “stop texting” and “do not call” choices are
          kept, so they are never contacted against their wishes. The CRM’s own copy, the agency’s EmailJS
          email history and the ad platforms are separate: the office guide says where to delete there.
        </Note>
        <form onSubmit={(event) => void search(event)}>
          <Controls>
            <Field>
              Email or phone number
              <input
                type="search"
                value={typed}
                autoComplete="off"
                onChange={(event) => setTyped(event.currentTarget.value)}
              />
            </Field>
            <Button type="submit" disabled={busy}>
              <SearchIcon aria-hidden />
              Find
            </Button>
          </Controls>
        </form>
        <Status role="status">{status}</Status>
      </Section>

      {found && counts && (
        <Section aria-label="What is kept">
          <SectionTitle>What is kept about {found.key}</SectionTitle>
          <ul aria-label="Counts">
            <li>{counts.leads} quote request(s)</li>
            <li>{counts.serviceRequests} service request(s)</li>
            <li>{counts.onlineQuotes} online quote(s) with their answers</li>
            <li>{counts.crmDeliveries} CRM delivery record(s)</li>
            <li>
              {counts.downloadEntries} line(s) in {counts.downloadRecords} ad-conversion download record(s)
            </li>
            <li>
              {counts.contactChoiceDocuments} opt-out register document(s) (kept by an erasure), with{' '}
              {counts.registerEmails} email(s) to the office about stop requests (erased once sent)
            </li>
            {counts.drafts > 0 && <li>{counts.drafts} unpublished draft(s)</li>}
          </ul>
          {found.requests.length > 0 && (
            <ul aria-label="Requests">
              {found.requests.map((request) => (
                <li key={request._id}>{requestLine(request)}</li>
              ))}
            </ul>
          )}
          <Toolbar>
            <Button type="button" onClick={download} disabled={busy}>
              <DownloadIcon aria-hidden />
              Export
            </Button>
            <Button type="button" onClick={() => setConfirming(true)} disabled={busy || !hasRecords}>
              <TrashIcon aria-hidden />
              Erase…
            </Button>
          </Toolbar>
          {confirming && (
            <div role="alertdialog" aria-label="Erase for good?">
              <Note>
                Erase for good: {countsText(counts).join(', ')}. This cannot be undone. Kept:{' '}
                {counts.contactChoiceDocuments} opt-out register document(s), which keep this person from
                being texted or called again.
              </Note>
              <Toolbar>
                <Button type="button" onClick={() => void erase()} disabled={busy}>
                  <TrashIcon aria-hidden />
                  Erase for good
                </Button>
                <Button type="button" onClick={() => setConfirming(false)} disabled={busy}>
                  Cancel
                </Button>
              </Toolbar>
            </div>
          )}
        </Section>
      )}
    </ReportLayout>
  )
}
