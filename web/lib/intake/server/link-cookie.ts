import 'server-only'

import { closesAt, INTAKE_COOKIE } from '../intake-link'

/** Whether the browser reached the site over HTTPS: the page's origin for a post, else the proxy's word. */
function overHttps(request: Request): boolean {
  const origin = request.headers.get('origin')
  const scheme = origin
    ? origin.split(':')[0]
    : (request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ??
      new URL(request.url).protocol.slice(0, -1))
  return scheme === 'https'
}

/**
 * The cookie that takes the visitor from the thank-you page to their online quote, and keeps it open on this
 * browser until it closes. It holds the link only (the request's key and secret), never an answer; scripts cannot
 * read it, and no other site's request carries it.
 */
export function linkCookie(request: Request, link: string, submittedAt: string, now: Date): string {
  // A link already closed is kept for an hour, long enough for its page to say so.
  const maxAge = Math.max(3600, Math.floor((closesAt(submittedAt) - now.getTime()) / 1000))
  return [
    `${INTAKE_COOKIE}=${link}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(overHttps(request) ? ['Secure'] : []),
  ].join('; ')
}

/** The same answer, setting the cookie. */
export function withLinkCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', cookie)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
