import 'server-only'

import type { KnownAddressesQueryResult } from '../../sanity.types'
import type { Language } from '../i18n'
import { knownAddressesQuery } from './queries'
import { loadContent } from './source'
import type { ContentTag } from './tags'

/** Every document type knownAddressesQuery reads: a publish of one of them may give or take an address. */
export const KNOWN_ADDRESSES_TAGS = [
  'page',
  'legalPage',
  'thankYouPage',
  'article',
  'insuranceLine',
] satisfies ContentTag[]

/** What decides, in one language, whether an address has a page (lib/unknown-address.ts). */
export type KnownAddresses = {
  addresses: Set<string>
  moved: Set<string>
  guides: Set<string>
  lines: Set<string>
}

const present = (values: Array<string | null>) => new Set(values.filter((value) => value !== null))

/**
 * The published addresses of `language`, read from the content source itself, not through Next's cache: the proxy
 * runs outside any render, and keeps what this returns until a publish of one of KNOWN_ADDRESSES_TAGS.
 */
export async function readKnownAddresses(language: Language): Promise<KnownAddresses> {
  const known = await loadContent<KnownAddressesQueryResult>(knownAddressesQuery, { language }, 'published')
  return {
    addresses: present(known.addresses),
    moved: present(known.moved),
    guides: present(known.guides),
    lines: present(known.lines),
  }
}
