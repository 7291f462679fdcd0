// The Studio's publish rules (actions/publish-rules.ts) applied to a hand-edited embedded dataset, as the Publish
// button applies them: consent words that changed go to their document's earlier words, dated now, and a page
// whose address changed keeps the old one. What the dataset last published is recorded beside it, in
// <name>.published.ndjson (what each rule reads of each document), so the dataset test can tell a change that
// skipped the rules on a clean checkout, and a second run changes nothing.
//
//   pnpm --filter studio seed:publish [<dataset>] [--base <an earlier copy of the dataset>]
//   (the dataset is studio/seed/production.ndjson unless named; --base compares with that copy, not the record)

import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isDeepStrictEqual, parseArgs } from 'node:util'

import { PUBLISH_RULES } from '../actions/publish-rules'

export type Document = { _id: string; _type: string; [field: string]: unknown }

/** What the dataset last published, by document id: what its type's rule reads of it. */
export type PublishedRecord = ReadonlyMap<string, unknown>

/** A document the rules changed, and the fields they set. */
type Change = { id: string; fields: string[] }

export const SEED_DATASET = path.join(import.meta.dirname, 'production.ndjson')

export const recordFileOf = (dataset: string) => dataset.replace(/\.ndjson$/, '') + '.published.ndjson'

const lines = (text: string) => text.split('\n').filter((line) => line.trim())

export const parseDataset = (text: string) => lines(text).map((line) => JSON.parse(line) as Document)

/** The record of a dataset as it is now, in its order. */
export function publishedRecord(documents: readonly Document[]): Map<string, unknown> {
  return new Map(
    documents.flatMap((document) => {
      const rule = PUBLISH_RULES[document._type]
      return rule ? [[document._id, rule.published(document)] as const] : []
    }),
  )
}

const formatRecord = (record: PublishedRecord) =>
  [...record].map(([_id, published]) => JSON.stringify({ _id, published }) + '\n').join('')

export const parseRecord = (text: string): PublishedRecord =>
  new Map(
    lines(text).map((line) => {
      const { _id, published } = JSON.parse(line) as { _id: string; published: unknown }
      return [_id, published] as const
    }),
  )

/**
 * The dataset after publishing it, each document as its Publish button would leave it against `published` (a
 * document missing there is published for the first time), and what changed.
 */
export function publishDataset(
  documents: readonly Document[],
  published: PublishedRecord,
  now: Date,
): { documents: Document[]; changes: Change[] } {
  const changes: Change[] = []
  const next = documents.map((document) => {
    const rule = PUBLISH_RULES[document._type]
    const set = rule?.set(published.get(document._id), document, now)
    if (!set) return document
    changes.push({ id: document._id, fields: Object.keys(set) })
    return { ...document, ...set }
  })
  return { documents: next, changes }
}

/**
 * The documents whose consent words or address differ from what the record says was published, and those the
 * record names that the dataset no longer has: each a change `seed:publish` has not seen.
 */
export function unpublishedChanges(documents: readonly Document[], published: PublishedRecord): string[] {
  const now = publishedRecord(documents)
  return [...new Set([...now.keys(), ...published.keys()])].filter(
    (id) => !published.has(id) || !now.has(id) || !isDeepStrictEqual(now.get(id), published.get(id)),
  )
}

/**
 * Publishes the dataset file in place against its record (or `base`, an earlier copy of the dataset), and writes
 * the record. Documents the rules leave alone keep their line as it was.
 */
export async function publishFile(dataset: string, { base, now }: { base?: string; now: Date }) {
  const recordFile = recordFileOf(dataset)
  const text = await readFile(dataset, 'utf8')
  const documents = parseDataset(text)
  const recordText = await readFile(recordFile, 'utf8').catch(() => null)
  const published = base
    ? publishedRecord(parseDataset(await readFile(base, 'utf8')))
    : recordText === null
      ? new Map<string, unknown>()
      : parseRecord(recordText)
  const result = publishDataset(documents, published, now)
  if (result.changes.length) {
    const changed = new Set(result.changes.map(({ id }) => id))
    let index = 0
    const out = text.split('\n').map((line) => {
      if (!line.trim()) return line
      const document = result.documents[index++]!
      return changed.has(document._id) ? JSON.stringify(document) : line
    })
    await writeFile(dataset, out.join('\n'))
  }
  const record = formatRecord(publishedRecord(result.documents))
  if (record !== recordText) await writeFile(recordFile, record)
  return {
    changes: result.changes,
    recordFile,
    recorded: record !== recordText,
    firstRecord: !base && !recordText,
  }
}

// Run as a script (not imported by the tests): `import.meta.main` would say so only from Node 22.18 and 24.2.
if (process.argv[1] === import.meta.filename) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { base: { type: 'string' } } })
  // pnpm runs the script in studio/; paths are read and said as from where the command was typed.
  const here = process.env.INIT_CWD ?? process.cwd()
  const typed = (file: string) => path.resolve(here, file)
  const dataset = positionals[0] ? typed(positionals[0]) : SEED_DATASET
  const result = await publishFile(dataset, { base: values.base && typed(values.base), now: new Date() })
  for (const { id, fields } of result.changes) console.log(`${id}: set ${fields.join(', ')}`)
  if (!result.changes.length) console.log('No consent words or page address changed: nothing to set.')
  if (result.firstRecord) console.log('No record of what was published: it starts as the dataset is now.')
  if (result.recorded) console.log(`Recorded what is published in ${path.relative(here, result.recordFile)}`)
}
