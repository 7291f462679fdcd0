import type { Language } from '../i18n'

/** Where the online quote lives in each language; each step below it, at /finish-your-quote/auto-drivers. */
export const INTAKE_PATHS = { en: '/finish-your-quote', es: '/es/completar-cotizacion' } as const

/** The page below it that opens the online quote from the link in the confirmation email. */
export const RESUME_SEGMENTS = { en: 'resume', es: 'continuar' } as const

/** The page below it once every step is answered. */
export const DONE_SEGMENTS = { en: 'done', es: 'listo' } as const

/** Where the online quote's steps post their answers. */
export const INTAKE_ENDPOINT = '/api/quote-intake'

/** Where the thank-you page asks, after it has painted, whether to invite this visitor to their online quote. */
export const INVITATION_ENDPOINT = '/api/quote-intake/invitation'

/** How long after the request its online quote stays open. */
export const INTAKE_DAYS = 30

/** The cookie that holds the visitor's link to their online quote (never an answer). */
export const INTAKE_COOKIE = 'quote_link'

/** The link's secret half: 18 random bytes, base64url, made by the form (or the server for a plain form post). */
export const LINK_SECRET = /^[A-Za-z0-9_-]{24}$/

const LINK = /^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\.([A-Za-z0-9_-]{24})$/

/** A link is the request's key and its secret: `<uuid>.<secret>`. */
export const linkOf = (key: string, secret: string) => `${key}.${secret}`

export function parseLink(link: string | undefined | null): { key: string; secret: string } | null {
  const match = LINK.exec(link ?? '')
  return match ? { key: match[1]!, secret: match[2]! } : null
}

/** The address that opens an online quote on any device: what the confirmation email links to. */
export const resumePath = (language: Language, link: string) =>
  `${INTAKE_PATHS[language]}/${RESUME_SEGMENTS[language]}?link=${encodeURIComponent(link)}`

export const stepPath = (language: Language, step: string) => `${INTAKE_PATHS[language]}/${step}`

export const donePath = (language: Language) => `${INTAKE_PATHS[language]}/${DONE_SEGMENTS[language]}`

/** The moment an online quote closes: 30 days after its request came in. */
export const closesAt = (submittedAt: string) => Date.parse(submittedAt) + INTAKE_DAYS * 24 * 3600_000
