import 'server-only'

import { clientAddress } from '../../http/client-address'
import type { Language } from '../../i18n'
import { INTAKE_PATHS } from '../intake-link'
import { linkCookie } from './link-cookie'
import { leadOfLink, type LinkLookup } from './link-lookup'

type ResumeOptions = { now?: Date; lookup?: Partial<LinkLookup> }

/**
 * The link in the confirmation email: it puts the visitor's link in this browser's cookie and sends them to the
 * online quote, whose page says whether it is open, closed or unknown. The link leaves the address at once, so it
 * never reaches the page's analytics or a Referer.
 */
export async function handleResumeLink(
  request: Request,
  language: Language,
  { now = new Date(), lookup }: ResumeOptions = {},
): Promise<Response> {
  const link = new URL(request.url).searchParams.get('link')
  // Cache-Control and X-Robots-Tag come with every address of the online quote (next.config.ts).
  const headers = new Headers({ Location: INTAKE_PATHS[language], 'Referrer-Policy': 'no-referrer' })
  // Only a link carrying its lead's own secret is kept: a made-up or altered one sets nothing, so it can never
  // replace the link this browser already holds, and the page says what the browser's own cookie opens.
  const lead = await leadOfLink(link, clientAddress(request.headers), lookup)
  if (lead && link) headers.append('Set-Cookie', linkCookie(link, lead.submittedAt, now))
  return new Response(null, { status: 303, headers })
}
