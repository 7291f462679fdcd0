import { createHash } from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'

import { createRateLimiter } from '@/lib/http/rate-limit'
import { initialsOf, requestForLine, type IntakeWords } from '@/lib/intake/intake-words'
import { handleResumeLink } from '@/lib/intake/server/handle-resume-link'
import type { IntakeLead } from '@/lib/intake/server/intake-store'
import { linkCookie, secureCookieFor } from '@/lib/intake/server/link-cookie'
import { LINK_LOOKUPS_PER_MINUTE, leadOfLink, type LinkLookup } from '@/lib/intake/server/link-lookup'

const KEY = '0b7f3c1e-8d2a-4c5b-9e6f-1a2b3c4d5e6f'
const SECRET = 'Q2hvb3NlIGEgcmFuZG9tIG9u'
const WRONG = 'V3JvbmcgYnV0IHdlbGwgZm9y'
const NOW = new Date('2026-03-02T16:00:00Z')

// Only what a link is checked against matters here; the rest of a lead is whatever the store keeps.
const LEAD = {
  id: `leads.${KEY}`,
  submittedAt: '2026-03-02T10:00:00-06:00',
  fullName: 'Ana García',
  coverageType: 'Auto Insurance',
  coverageLabel: 'Auto Insurance',
  linkHash: createHash('sha256').update(SECRET).digest('hex'),
} as IntakeLead

/** A store holding LEAD, counting what it is asked, and a limit of its own. */
function lookup(limit = LINK_LOOKUPS_PER_MINUTE) {
  const asked: string[] = []
  const deps: LinkLookup = {
    limiter: createRateLimiter({ name: `test-${Math.random()}`, limit, windowSeconds: 60 }),
    find: async (id) => {
      asked.push(id)
      return id === LEAD.id ? LEAD : null
    },
  }
  return { deps, asked }
}

describe('whose online quote a page shows', () => {
  it('is the initials of the first and last words of the name, each with a period', () => {
    expect(initialsOf('Ana García')).toBe('A. G.')
    expect(initialsOf('  ana maría   garcía lópez ')).toBe('A. L.')
    expect(initialsOf('Jordan')).toBe('J.')
    expect(initialsOf('Ángel Ñúñez')).toBe('Á. Ñ.')
    // A decomposed accent stays with its letter.
    expect(initialsOf('E\u0301mile Zola')).toBe('É. Z.')
    expect(initialsOf("(Chuy) O'Brien")).toBe('C. O.')
    expect(initialsOf('')).toBe('')
  })

  it('says so in the content’s words, or names the coverage alone for a lead kept without a name', () => {
    const words = { requestFor: 'Quote request for {name}, {line}' } as IntakeWords
    expect(requestForLine(words, 'Jordan Taylor', 'Auto Insurance')).toBe(
      'Quote request for J. T., Auto Insurance',
    )
    const spanish = { requestFor: 'Solicitud de cotización de {name}, {line}' } as IntakeWords
    expect(requestForLine(spanish, 'Marisol Treviño', 'Seguro de casa')).toBe(
      'Solicitud de cotización de M. T., Seguro de casa',
    )
    expect(requestForLine(words, ' ', 'Auto Insurance')).toBe('Auto Insurance')
  })
})

describe("the link's cookie", () => {
  it('is Secure when the site’s public origin is HTTPS, whatever the request says', () => {
    expect(secureCookieFor('https://www.lonestarshield.example')).toBe(true)
    expect(secureCookieFor('http://localhost:3000')).toBe(false)
    const link = `${KEY}.${SECRET}`
    expect(linkCookie(link, LEAD.submittedAt, NOW, 'https://www.lonestarshield.example')).toBe(
      `quote_link=${link}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure`,
    )
    expect(linkCookie(link, LEAD.submittedAt, NOW, 'http://localhost:3000')).toBe(
      `quote_link=${link}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
    )
  })
})

describe('looking a lead up by its link', () => {
  it('finds the lead only with its own secret, and asks nothing for a malformed link', async () => {
    const { deps, asked } = lookup()
    expect(await leadOfLink(`${KEY}.${SECRET}`, 'a', deps)).toBe(LEAD)
    expect(await leadOfLink(`${KEY}.${WRONG}`, 'a', deps)).toBeNull()
    expect(await leadOfLink(`9f7f3c1e-8d2a-4c5b-9e6f-1a2b3c4d5e6f.${SECRET}`, 'a', deps)).toBeNull()
    expect(asked).toHaveLength(3)
    for (const link of [undefined, '', 'nonsense', `${KEY}.short`, `${KEY}.${SECRET}x`]) {
      expect(await leadOfLink(link, 'a', deps)).toBeNull()
    }
    expect(asked).toHaveLength(3)
  })

  it('answers unknown without asking the store once a client is over its limit; other clients go on', async () => {
    vi.useFakeTimers({ now: NOW })
    // Two clients by their addresses, as the server's hook works them out.
    const [stranger, visitor] = ['203.0.113.9', '198.51.100.7']
    try {
      const { deps, asked } = lookup(2)
      expect(await leadOfLink(`${KEY}.${WRONG}`, stranger, deps)).toBeNull()
      expect(await leadOfLink(`${KEY}.${WRONG}`, stranger, deps)).toBeNull()
      expect(await leadOfLink(`${KEY}.${SECRET}`, stranger, deps)).toBeNull()
      expect(asked).toHaveLength(2)
      expect(await leadOfLink(`${KEY}.${SECRET}`, visitor, deps)).toBe(LEAD)
      vi.advanceTimersByTime(60_001)
      expect(await leadOfLink(`${KEY}.${SECRET}`, stranger, deps)).toBe(LEAD)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("the email's link", () => {
  const open = (link: string, deps: LinkLookup) =>
    handleResumeLink(
      new Request(`https://www.lonestarshield.example/finish-your-quote/resume?link=${link}`),
      'en',
      { now: NOW, lookup: deps },
    )

  it('sets the cookie only for the lead’s own secret, and always goes on to the online quote', async () => {
    const { deps } = lookup()
    for (const link of [`${KEY}.${WRONG}`, `9f7f3c1e-8d2a-4c5b-9e6f-1a2b3c4d5e6f.${SECRET}`, 'nonsense']) {
      const refused = await open(link, deps)
      expect(refused.status).toBe(303)
      expect(refused.headers.get('location')).toBe('/finish-your-quote')
      expect(refused.headers.get('set-cookie'), link).toBeNull()
    }
    const opened = await open(`${KEY}.${SECRET}`, deps)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe('/finish-your-quote')
    expect(opened.headers.get('set-cookie')).toMatch(new RegExp(`^quote_link=${KEY}\\.${SECRET}; Path=/;`))
  })

  it('over the limit, sets nothing even for the right secret', async () => {
    const { deps, asked } = lookup(1)
    await open(`${KEY}.${WRONG}`, deps)
    const opened = await open(`${KEY}.${SECRET}`, deps)
    expect(opened.headers.get('set-cookie')).toBeNull()
    expect(asked).toHaveLength(1)
  })
})
