import { DownloadIcon, RefreshIcon } from '@sanity/icons'
import { useEffect, useId, useMemo, useState } from 'react'
import { useClient } from 'sanity'

import { addDays, dallasDateOf } from '../reports/dallas-calendar'
import { type DayRange, DayRangeFields, isValidRange, rangeProblem, rangeText } from '../reports/day-range'
import { downloadFile } from '../reports/download-file'
import { queryWindow, REPORT_API_VERSION } from '../reports/leads-query'
import {
  Button,
  Choices,
  Controls,
  Note,
  PageTitle,
  Section,
  SectionTitle,
  Status,
  Subsection,
  SubsectionTitle,
  Toolbar,
} from '../reports/report-elements'
import { ReportLayout } from '../reports/report-layout'
import { useWindowQuery } from '../reports/use-window-query'
import { CONVERSION_KINDS, conversionName, conversionsInRange } from './conversions'
import { type ConversionKind, CONVERSIONS_QUERY, type ConversionsResult } from './conversions-query'
import { identifiersIn, type LeadIdentifiers, leadIdentifiers, tableCsv, uploadFileName } from './upload-file'
import { uploadRecord } from './upload-ledger'
import { count, type LeftOut, leftOutNotes, untiedNote } from './plan-words'
import { type FilePlan, uploadPlan } from './upload-plan'
import { UploadSteps } from './upload-steps'

/** The plan for the chosen days, once each lead's hashed identifiers are computed (in this browser). */
function useUploadPlan(result: ConversionsResult | undefined, range: DayRange, kinds: Set<ConversionKind>) {
  const valid = isValidRange(range)
  const conversions = useMemo(
    () => (result && valid ? conversionsInRange(result.leads, range, kinds, result.settings) : undefined),
    [result, valid, range, kinds],
  )
  const hash = Boolean(result?.settings?.hashIdentifiers)
  const [hashed, setHashed] = useState<{ of: ConversionsResult; identifiers: Map<string, LeadIdentifiers> }>()
  useEffect(() => {
    if (!result) return
    let current = true
    void leadIdentifiers(
      result.leads.map((lead) => ({ lead })),
      hash,
    ).then((identifiers) => {
      if (current) setHashed({ of: result, identifiers })
    })
    return () => {
      current = false
    }
  }, [result, hash])

  const identifiers = hashed?.of === result ? hashed?.identifiers : undefined
  const plan = useMemo(
    () =>
      result && conversions && identifiers
        ? uploadPlan({
            conversions,
            leads: result.leads,
            uploads: result.uploads,
            identifiers: identifiersIn(identifiers),
            now: new Date(),
          })
        : undefined,
    [result, conversions, identifiers],
  )
  return { conversions, hash, plan }
}

/** What was left out, then why that is fine: two sentences, each its own, so the count reads on its own. */
function LeftOutNote({ note }: { note: LeftOut }) {
  return (
    <Note>
      <span>{note.what}</span> <span>{note.fine}</span>
    </Note>
  )
}

/**
 * The marketer's upload files for Google Ads, Microsoft Advertising and Meta: the leads that were quoted or won in
 * a range of days, each tied to the ad click that brought it by its click id or, with enhanced conversions on, by
 * its hashed email and phone; and the corrections of what was sent before. Each download is recorded, privately,
 * so nothing is sent twice.
 */
export function AdConversionsTool() {
  const [range, setRange] = useState<DayRange>(() => {
    const today = dallasDateOf(new Date())!
    return { first: addDays(today, -29), last: today }
  })
  const [kinds, setKinds] = useState(() => new Set<ConversionKind>(CONVERSION_KINDS.map(({ kind }) => kind)))
  const [reload, setReload] = useState(0)
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string>()
  const filesTitle = useId()
  const client = useClient({ apiVersion: REPORT_API_VERSION })

  // While the days typed are no range, the query stays on the last ones that were.
  const [queried, setQueried] = useState(range)
  if (isValidRange(range) && (range.first !== queried.first || range.last !== queried.last)) setQueried(range)
  const window = queryWindow(queried.first, queried.last)
  const { data, current, error } = useWindowQuery<ConversionsResult>(
    CONVERSIONS_QUERY,
    window,
    reload,
    'ad-conversions',
  )
  const { conversions, hash, plan } = useUploadPlan(current ? data : undefined, range, kinds)

  const toggle = (kind: ConversionKind, on: boolean) =>
    setKinds((previous) => {
      const next = new Set(previous)
      if (on) next.add(kind)
      else next.delete(kind)
      return next
    })

  // The record is written first: a file downloaded but not recorded would be offered again, and counted twice.
  // A file of conversions is named for the days chosen, one of corrections for the day it was made.
  async function download({ file, table, entries }: FilePlan, days?: DayRange) {
    setSaving(true)
    setSaveError(undefined)
    const now = new Date()
    try {
      await client.create(uploadRecord(file.platform, file.slug, entries, now))
      downloadFile(
        uploadFileName(file, days ?? dallasDateOf(now)!),
        tableCsv(table),
        'text/csv;charset=utf-8',
      )
      setReload((n) => n + 1)
    } catch (reason) {
      setSaveError(
        `The download could not be recorded, so nothing was downloaded: ${(reason as Error).message}. Try again.`,
      )
    } finally {
      setSaving(false)
    }
  }

  const untied = plan && untiedNote(plan.untied, hash)
  const problem = rangeProblem(range)
  const status =
    problem ??
    (error
      ? `The leads could not be loaded: ${error}`
      : !conversions
        ? 'Loading the leads…'
        : kinds.size === 0
          ? 'Choose at least one conversion.'
          : conversions.length === 0
            ? `No conversions ${rangeText(range)}.`
            : `${count(conversions.length)} ${rangeText(range)}.`)

  // A file its platform would refuse gets no button: what is wrong, row by row, instead.
  const fileButton = (entry: FilePlan, rowsSaid: string, platform: string, days?: DayRange) =>
    entry.problems.length > 0 ? (
      <Note key={entry.file.slug} role="alert">
        The {entry.file.title} file ({rowsSaid}) is not offered: {platform} would refuse it.{' '}
        {entry.problems.join(' ')}
      </Note>
    ) : (
      <Toolbar key={entry.file.slug}>
        <Button
          type="button"
          disabled={problem !== undefined || saving}
          onClick={() => void download(entry, days)}
        >
          <DownloadIcon aria-hidden />
          Download {entry.file.title} file
        </Button>
        <span>{rowsSaid}</span>
      </Toolbar>
    )

  return (
    <ReportLayout>
      <Section>
        <PageTitle>Ad conversions</PageTitle>
        <Note>
          Tell Google, Microsoft and Meta which of their ads brought you leads worth quoting and policies
          sold, so they can find more people like them. Once a week, download each platform’s file below and
          upload it there.
        </Note>
      </Section>

      <UploadSteps />

      <Section aria-label="Days and conversions">
        <Note>
          Choose the days (Dallas time, first and last included). A conversion counts on the day the lead was
          marked Quoted or Won, not the day the request came in.
        </Note>
        <Controls>
          <DayRangeFields range={range} onRangeChange={setRange} />
          <Button type="button" onClick={() => setReload((n) => n + 1)} disabled={!current}>
            <RefreshIcon aria-hidden />
            Refresh
          </Button>
        </Controls>
        <Choices>
          <legend>Conversions</legend>
          {CONVERSION_KINDS.map(({ kind, said }) => (
            <label key={kind}>
              <input
                type="checkbox"
                checked={kinds.has(kind)}
                onChange={(event) => toggle(kind, event.currentTarget.checked)}
              />
              <span>
                {conversionName(kind, data?.settings ?? null)}: {said}
              </span>
            </label>
          ))}
        </Choices>
        <Status role="status">{status}</Status>
        <Note>
          {hash
            ? 'Enhanced conversions is on in Site settings. Besides the ad click ids, the files carry a scrambled code of each lead’s email and phone (SHA-256), never the email or phone itself, so the platforms can match leads without a click id. A lead whose browser asked not to share their data goes by its click id only. Meta gets only the leads that came from a Meta ad.'
            : 'Enhanced conversions is off in Site settings, so the files carry ad click ids only: a lead without one of a platform’s click ids is left out of its file, and Meta, which matches by email and phone, gets nothing.'}{' '}
          The conversion names come from Site settings, “Ads and privacy”.
        </Note>
      </Section>

      <Section aria-labelledby={filesTitle}>
        <SectionTitle id={filesTitle}>Upload files (CSV)</SectionTitle>
        <Note>
          Each download is recorded, so nothing goes to a platform twice. If a sale falls through or its
          premium changes after you uploaded it, a corrections file shows up here for Google and Microsoft.
        </Note>
        {saveError && <Note role="alert">{saveError}</Note>}
        {plan?.platforms.map((platform) => {
          const corrections = platform.corrections
          const retractions =
            corrections?.corrections.filter(({ action }) => action === 'retract').length ?? 0
          const restatements = (corrections?.corrections.length ?? 0) - retractions
          return (
            <Subsection key={platform.platform} aria-labelledby={`${filesTitle}-${platform.platform}`}>
              <SubsectionTitle id={`${filesTitle}-${platform.platform}`}>{platform.name}</SubsectionTitle>
              {platform.files.length === 0 && !corrections && <Note>Nothing new to upload.</Note>}
              {platform.files.map((entry) =>
                fileButton(entry, count(entry.table.rows.length, 'new conversion'), platform.name, range),
              )}
              {corrections &&
                fileButton(
                  corrections,
                  [
                    retractions > 0 && count(retractions, 'retraction'),
                    restatements > 0 && count(restatements, 'restatement'),
                  ]
                    .filter(Boolean)
                    .join(', '),
                  platform.name,
                )}
              {leftOutNotes(platform).map((note) => (
                <LeftOutNote key={note.what} note={note} />
              ))}
            </Subsection>
          )
        })}
        {untied && <LeftOutNote note={untied} />}
      </Section>
    </ReportLayout>
  )
}
