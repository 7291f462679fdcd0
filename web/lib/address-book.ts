import 'server-only'

import { KNOWN_ADDRESSES_TAGS, readKnownAddresses, type KnownAddresses } from './content/known-addresses'
import { LANGUAGES, type Language } from './i18n'
import { log } from './log/logger.mjs'
import { withSharedRedis } from './shared-store/redis.mjs'
import { pullTags, revalidatedSince } from './shared-store/revalidated-tags.mjs'
import { unknownAddressLanguage } from './unknown-address'

// Pages are rendered again an hour after their content was read, which heals a webhook that never arrived: the
// book heals the same way.
const BOOK_LIFE_MS = 60 * 60 * 1000
// While the content source cannot be read, every address goes to its route, as it would without the book; one
// new try this often, not one per request.
const RETRY_AFTER_MS = 10_000

type Book = { known: Record<Language, KnownAddresses>; readAt: number }

// One per server process, a few kB: every published address, in each language.
let book: Promise<Book | null> | undefined
let failedAt = 0

function read(): Promise<Book | null> {
  // Taken before the query: a publish revalidated while it runs makes the next check read again.
  const readAt = Date.now()
  return Promise.all(LANGUAGES.map(readKnownAddresses)).then(
    ([en, es]) => ({ known: { en: en!, es: es! }, readAt }),
    (error: unknown) => {
      failedAt = Date.now()
      book = undefined
      log.warn({ err: error }, 'Addresses: could not read the published addresses; every address is rendered')
      return null
    },
  )
}

const outdated = ({ readAt }: Book) =>
  revalidatedSince(KNOWN_ADDRESSES_TAGS, readAt) || Date.now() - readAt >= BOOK_LIFE_MS

/** The book, read again first if a publish this server knows of may have changed it since it was read. */
async function currentBook(): Promise<Book | null> {
  if (!book) {
    if (Date.now() - failedAt < RETRY_AFTER_MS) return null
    book = read()
  }
  const kept = book
  const current = await kept
  if (!current || !outdated(current)) return current
  if (book === kept) book = read()
  return book
}

/**
 * The language whose 404 page answers `pathname` when no page of the site lives there, or null when one may.
 * Decided from the addresses this server keeps in memory, read again after a publish, so a page published a
 * second ago is never a 404 and a deleted one soon is.
 */
export async function notFoundLanguage(pathname: string): Promise<Language | null> {
  const current = await currentBook()
  if (!current || !unknownAddressLanguage(pathname, current.known)) return null
  // Publishes another server took reach this one through Redis, merged before it answers from a cache; an address
  // about to be answered 404 merges them itself (one round trip), so it never waits for other traffic to do it.
  await withSharedRedis(pullTags, () => undefined)
  const fresh = await currentBook()
  return fresh ? unknownAddressLanguage(pathname, fresh.known) : null
}
