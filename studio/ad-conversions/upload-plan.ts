import type { Conversion } from './conversions'
import type { ConversionLead, Platform, SentEntry, UploadRecord } from './conversions-query'
import { fileProblems } from './file-check'
import { PLATFORMS } from './platform-files'
import type {
  ConversionsFile,
  CorrectionsFile,
  IdentifiersOf,
  PlatformIdentifiers,
  Table,
} from './upload-file'
import {
  type Correction,
  correctionEntries,
  correctionsOf,
  newEntries,
  sentTo,
  wasSent,
} from './upload-ledger'

// What the tool offers for the days and conversions chosen: each platform's files of conversions it was never
// sent, its corrections of those it was, and the counts of what stays out and why.

/** One file ready to download: its table, what would make the platform refuse it, and the entries to record. */
export type FilePlan = {
  file: ConversionsFile | CorrectionsFile
  table: Table
  /** Empty when the file fits its template; else each problem, naming its row. */
  problems: string[]
  entries: SentEntry[]
}

export type PlatformPlan = {
  platform: Platform
  name: string
  /** The files of new conversions that have rows. */
  files: FilePlan[]
  /** Conversions of the days chosen this platform could tie but was already sent. */
  alreadySent: number
  /**
   * Conversions this platform could tie but takes in no form, or only the hashes of a denied lead would tie, by
   * why.
   */
  refused: { why: string; count: number }[]
  /** Its retractions and restatements, when it has any to take. */
  corrections?: FilePlan & { corrections: Correction[] }
  /** Changes since a conversion was sent that the platform takes no correction of. */
  uncorrectable: number
}

export type UploadPlan = {
  platforms: PlatformPlan[]
  /** Conversions of the days chosen that no platform can tie to an ad click. */
  untied: number
}

const filePlan = (file: FilePlan['file'], table: Table, entries: SentEntry[]): FilePlan => ({
  file,
  table,
  problems: fileProblems(file.template, table),
  entries,
})

/** Why a conversion only its lead's hashed email or phone would tie is left out, when its visitor said no. */
export const DENIED_WHY = 'the visitor’s browser asked not to share their data'

/** And why that is all right, said after it. */
export const DENIED_FINE =
  'That’s as it should be: the site respects that choice, so their email and phone never go to the ad platforms.'

// The first of a platform's files that can tie the conversion (its main file before its fallbacks), and what tied it.
function firstTie(
  files: readonly ConversionsFile[],
  conversion: Conversion,
  identifiers: PlatformIdentifiers,
) {
  for (const file of files) {
    const tie = file.tie(conversion, identifiers)
    if (tie) return { file, tie }
  }
  return undefined
}

function platformPlan(
  { platform, name, conversions: files, corrections: correctionsFile }: (typeof PLATFORMS)[number],
  conversions: readonly Conversion[],
  leads: readonly ConversionLead[],
  uploads: readonly UploadRecord[],
  identifiers: IdentifiersOf,
  now: Date,
): { plan: PlatformPlan; tied: ReadonlySet<Conversion> } {
  const sent = sentTo(uploads, platform)
  const tied = new Set<Conversion>()
  const placed = new Map<ConversionsFile, (Conversion & { tie: string })[]>(files.map((file) => [file, []]))
  let alreadySent = 0
  const refused = new Map<string, number>()
  const refuse = (why: string) => refused.set(why, (refused.get(why) ?? 0) + 1)
  for (const conversion of conversions) {
    const { withheld, ...shared } = identifiers(conversion)
    const found = firstTie(files, conversion, shared)
    // A denied lead the platform could tie by its hashes alone is this platform's, left out: said, not lost.
    if (!found && withheld && firstTie(files, conversion, withheld)) {
      tied.add(conversion)
      if (wasSent(sent, conversion)) alreadySent += 1
      else refuse(DENIED_WHY)
    }
    if (!found) continue
    const { file, tie } = found
    tied.add(conversion)
    if (wasSent(sent, conversion)) alreadySent += 1
    else {
      const why = file.refuses?.find(({ applies }) => applies(conversion, now))?.why
      if (why) refuse(why)
      else placed.get(file)!.push({ ...conversion, tie })
    }
  }

  const changes = correctionsOf(sent, leads)
  const taken = correctionsFile ? changes.filter(({ tie }) => correctionsFile.corrects?.(tie) ?? true) : []
  const plan: PlatformPlan = {
    platform,
    name,
    files: files.flatMap((file) => {
      const rows = placed.get(file)!
      return rows.length ? [filePlan(file, file.table(rows, identifiers), newEntries(rows))] : []
    }),
    alreadySent,
    refused: [...refused].map(([why, count]) => ({ why, count })),
    ...(correctionsFile &&
      taken.length > 0 && {
        corrections: {
          ...filePlan(
            correctionsFile,
            correctionsFile.table(taken, identifiers, now),
            correctionEntries(taken),
          ),
          corrections: taken,
        },
      }),
    uncorrectable: changes.length - taken.length,
  }
  return { plan, tied }
}

/** Every platform's files for the conversions chosen, with what each left out, as of `now`. */
export function uploadPlan({
  conversions,
  leads,
  uploads,
  identifiers,
  now,
}: {
  conversions: readonly Conversion[]
  leads: readonly ConversionLead[]
  uploads: readonly UploadRecord[]
  identifiers: IdentifiersOf
  now: Date
}): UploadPlan {
  const platforms = PLATFORMS.map((platform) =>
    platformPlan(platform, conversions, leads, uploads, identifiers, now),
  )
  return {
    platforms: platforms.map(({ plan }) => plan),
    untied: conversions.filter((conversion) => platforms.every(({ tied }) => !tied.has(conversion))).length,
  }
}
