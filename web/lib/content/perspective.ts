import type { SanityDocument } from './ndjson'

/** Visitors read published content; draft mode (editor preview) reads drafts laid over it. */
export type Perspective = 'published' | 'drafts'

const DRAFT_PREFIX = 'drafts.'

/** The Content Lake's perspectives over a plain export: drafts replace the published document they edit. */
export function applyPerspective(all: SanityDocument[], perspective: Perspective | 'raw'): SanityDocument[] {
  const published = all.filter((doc) => !doc._id.startsWith(DRAFT_PREFIX))
  if (perspective === 'raw') return all
  if (perspective === 'published') return published
  const drafts = new Map(
    all
      .filter((doc) => doc._id.startsWith(DRAFT_PREFIX))
      .map((doc) => [
        doc._id.slice(DRAFT_PREFIX.length),
        { ...doc, _id: doc._id.slice(DRAFT_PREFIX.length) },
      ]),
  )
  return [...published.filter((doc) => !drafts.has(doc._id)), ...drafts.values()]
}
