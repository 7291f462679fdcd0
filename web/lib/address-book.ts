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

/**
 * The language whose 404 page answers `pathname` when no page of the site lives there, or null when one may.
 * Decided from the addresses this server keeps in memory; before an address is called unknown, they are read
 * again if a publish (on any server) may have changed them since, so a page published a second ago is never a
 * 404.
 */
export async function notFoundLanguage(pathname: string): Promise<Language | null> {
  if (!book) {
    if (Date.now() - failedAt < RETRY_AFTER_MS) return null
    book = read()
  }
  const kept = book
  const current = await kept
  if (!current) return null
  if (!unknownAddressLanguage(pathname, current.known)) return null
  // Only an address about to be answered 404 pays this: one round trip to Redis in shared mode, none without.
  await withSharedRedis(pullTags, () => undefined)
  if (!revalidatedSince(KNOWN_ADDRESSES_TAGS, current.readAt) && Date.now() - current.readAt < BOOK_LIFE_MS)
    return unknownAddressLanguage(pathname, current.known)
  if (book === kept) book = read()
  const fresh = await book
  return fresh ? unknownAddressLanguage(pathname, fresh.known) : null
}
