import { DownloadIcon, RefreshIcon } from '@sanity/icons'
import { useEffect, useId, useMemo, useState } from 'react'

import { addDays, dallasDateOf } from '../reports/dallas-calendar'
import { type DayRange, DayRangeFields, isValidRange, rangeProblem, rangeText } from '../reports/day-range'
import { downloadFile } from '../reports/download-file'
import { queryWindow } from '../reports/leads-query'
import {
  Button,
  Choices,
  Controls,
  Note,
  PageTitle,
  ReportColumn,
  ReportPage,
  Section,
  SectionTitle,
  Status,
  Toolbar,
} from '../reports/report-elements'
import { useWindowQuery } from '../reports/use-window-query'
import {
  type Conversion,
  CONVERSION_KINDS,
  type ConversionKind,
  conversionName,
  conversionsInRange,
} from './conversions'
import { CONVERSIONS_QUERY, type ConversionsResult } from './conversions-query'
import { PLATFORM_FILES } from './platform-files'
import {
  type LeadIdentifiers,
  leadIdentifiers,
  platformCsv,
  platformFileName,
  platformRows,
  untiedConversions,
} from './upload-file'

const count = (n: number) => (n === 1 ? '1 conversion' : `${n} conversions`)

/** The conversions of the chosen days, with each lead's hashed identifiers once they are computed. */
function useConversionFiles(
  result: ConversionsResult | undefined,
  range: DayRange,
  kinds: Set<ConversionKind>,
) {
  const valid = isValidRange(range)
  const conversions = useMemo(
    () => (result && valid ? conversionsInRange(result.leads, range, kinds, result.settings) : undefined),
    [result, valid, range, kinds],
  )
  const hash = Boolean(result?.settings?.hashIdentifiers)
  const [hashed, setHashed] = useState<{ of: Conversion[]; identifiers: Map<string, LeadIdentifiers> }>()
  useEffect(() => {
    if (!conversions) return
    let current = true
    void leadIdentifiers(conversions, hash).then((identifiers) => {
      if (current) setHashed({ of: conversions, identifiers })
    })
    return () => {
      current = false
    }
  }, [conversions, hash])

  const identifiers = hashed?.of === conversions ? hashed?.identifiers : undefined
  if (!conversions || !identifiers) return { conversions, hash }
  return {
    conversions,
    hash,
    files: PLATFORM_FILES.map((file) => ({ file, rows: platformRows(file, conversions, identifiers) })),
    leftOut: untiedConversions(PLATFORM_FILES, conversions, identifiers).length,
  }
}

/**
 * The marketer's upload files for Google Ads, Microsoft Advertising and Meta: the leads that were quoted or won in
 * a range of days, each tied to the ad click that brought it by its click id or, with enhanced conversions on,
 * by its hashed email and phone. It only reads.
 */
export function AdConversionsTool() {
  const [range, setRange] = useState<DayRange>(() => {
    const today = dallasDateOf(new Date())!
    return { first: addDays(today, -29), last: today }
  })
  const [kinds, setKinds] = useState(() => new Set<ConversionKind>(CONVERSION_KINDS.map(({ kind }) => kind)))
  const [reload, setReload] = useState(0)
  const filesTitle = useId()

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
  const {
    conversions,
    files,
    hash,
    leftOut = 0,
  } = useConversionFiles(current ? data : undefined, range, kinds)

  const toggle = (kind: ConversionKind, on: boolean) =>
    setKinds((previous) => {
      const next = new Set(previous)
      if (on) next.add(kind)
      else next.delete(kind)
      return next
    })

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

  return (
    <ReportPage>
      <ReportColumn>
        <Section>
          <PageTitle>Ad conversions</PageTitle>
          <Note>
            Files to upload to the ad platforms, so they learn which ads bring leads worth quoting and
            policies sold, not just forms. Each conversion is dated when the office marked the lead, in the
            days chosen (Dallas days, both included); its time in the files carries Dallas’s offset from UTC.
            A lead is in a platform’s file only when that platform can tie it to its ad click.
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
              ? 'Enhanced conversions is on in Site settings: besides the click ids, the files carry a one-way code (SHA-256) of each lead’s email and phone, never the email or phone itself.'
              : 'Enhanced conversions is off in Site settings: the files carry click ids only, so a lead without one of the platform’s click ids is left out of its file.'}{' '}
            The conversion names come from Site settings, “Ads and privacy”.
          </Note>
        </Section>

        <Section aria-labelledby={filesTitle}>
          <SectionTitle id={filesTitle}>Upload files (CSV)</SectionTitle>
          {PLATFORM_FILES.map((file) => {
            const rows = files?.find((entry) => entry.file === file)?.rows
            return (
              <Toolbar key={file.slug}>
                <Button
                  type="button"
                  disabled={problem !== undefined || !rows || rows.length === 0}
                  onClick={() =>
                    rows &&
                    downloadFile(
                      platformFileName(file, range),
                      platformCsv(file, rows),
                      'text/csv;charset=utf-8',
                    )
                  }
                >
                  <DownloadIcon aria-hidden />
                  Download {file.platform} file
                </Button>
                <span>{rows ? `${file.platform}: ${count(rows.length)}` : ''}</span>
              </Toolbar>
            )
          })}
          {leftOut > 0 && (
            <Note>
              {leftOut === 1 ? '1 conversion is' : `${leftOut} conversions are`} in no file: no platform can
              tie
              {leftOut === 1 ? ' its lead' : ' their leads'} to an ad click.
            </Note>
          )}
        </Section>
      </ReportColumn>
    </ReportPage>
  )
}
