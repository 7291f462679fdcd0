import 'server-only'

import { createRateLimiter, type RateLimiter } from '../../http/rate-limit'
import { log } from '../../log/logger.mjs'
import { parseLink } from '../intake-link'
import { intakeStore, type IntakeLead } from './intake-store'
import { matchesLinkHash } from './link-secret'

/**
 * How many well-formed links one client address may have looked up in a minute: pages, step posts and the email's
 * link together. A visitor costs one a page and two a saved step (the post, then the page it lands on): the whole
 * auto quote with two drivers and two vehicles costs 17, which the end-to-end test, clicking at machine speed,
 * spends in about 20 seconds. 60 leaves that pace room. With a Sanity project each lookup is a query no CDN
 * answers, and 60 holds an address sending made-up links to one a second, the pace the step endpoint already
 * allows for saves.
 */
export const LINK_LOOKUPS_PER_MINUTE = 60

const LIMITER = Symbol.for('lone-star-shield.intake-link-lookups')
type ProcessGlobals = { [LIMITER]?: RateLimiter }

// Made on first use, and kept on globalThis: the pages and the routes are compiled into separate bundles, each
// with its own copy of this module, and one count must cover them all.
function lookups(): RateLimiter {
  const globals = globalThis as ProcessGlobals
  return (globals[LIMITER] ??= createRateLimiter({
    name: 'intake-link',
    limit: LINK_LOOKUPS_PER_MINUTE,
    windowSeconds: 60,
  }))
}

export type LinkLookup = {
  limiter: RateLimiter
  find: (id: string) => Promise<IntakeLead | null>
}

/**
 * The lead a link opens: the lead its key names, if the link carries that lead's own secret; else null. Over the
 * limit, null too, without asking the store. Nothing is remembered of a link that opened nothing: a stranger's
 * made-up link may cost a request, never memory that outlasts it.
 */
export async function leadOfLink(
  link: string | null | undefined,
  client: string,
  { limiter = lookups(), find = (id) => intakeStore().find(id) }: Partial<LinkLookup> = {},
): Promise<IntakeLead | null> {
  const parsed = parseLink(link)
  if (!parsed) return null
  if ((await limiter.hit(client)) !== null) {
    log.warn(`Online quote: a link not looked up, over ${LINK_LOOKUPS_PER_MINUTE} a minute from one client`)
    return null
  }
  const lead = await find(`leads.${parsed.key}`)
  return lead && matchesLinkHash(parsed.secret, lead.linkHash) ? lead : null
}
