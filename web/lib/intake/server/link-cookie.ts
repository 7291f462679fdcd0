import 'server-only'

import { SITE_URL } from '../../config/site-url'
import { closesAt, INTAKE_COOKIE } from '../intake-link'

/**
 * Whether the link's cookie is sent over HTTPS only: when the site's public origin is HTTPS. Not the request's
 * Origin or X-Forwarded-Proto: behind a TLS terminator the proxy in front of the server sees plain HTTP (compose's
 * nginx passes on `http`), and a header says whatever its sender likes.
 */
export const secureCookieFor = (siteOrigin: string) => new URL(siteOrigin).protocol === 'https:'

/**
 * The cookie that takes the visitor from the thank-you page to their online quote, and keeps it open on this
 * browser until it closes. It holds the link only (the request's key and secret), never an answer; scripts cannot
 * read it, and no other site's request carries it.
 */
export function linkCookie(link: string, submittedAt: string, now: Date, siteOrigin = SITE_URL): string {
  // A link already closed is kept for an hour, long enough for its page to say so.
  const maxAge = Math.max(3600, Math.floor((closesAt(submittedAt) - now.getTime()) / 1000))
  return [
    `${INTAKE_COOKIE}=${link}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secureCookieFor(siteOrigin) ? ['Secure'] : []),
  ].join('; ')
}

/** The same answer, setting the cookie. */
export function withLinkCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', cookie)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
