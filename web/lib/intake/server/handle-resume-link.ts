import 'server-only'

import type { Language } from '../../i18n'
import { INTAKE_PATHS, parseLink } from '../intake-link'
import { intakeStore } from './intake-store'
import { linkCookie } from './link-cookie'

/**
 * The link in the confirmation email: it puts the visitor's link in this browser's cookie and sends them to the
 * online quote, whose page says whether it is open, closed or unknown. The link leaves the address at once, so it
 * never reaches the page's analytics or a Referer.
 */
export async function handleResumeLink(
  request: Request,
  language: Language,
  now = new Date(),
): Promise<Response> {
  const link = new URL(request.url).searchParams.get('link')
  const parsed = parseLink(link)
  // Cache-Control and X-Robots-Tag come with every address of the online quote (next.config.ts).
  const headers = new Headers({ Location: INTAKE_PATHS[language], 'Referrer-Policy': 'no-referrer' })
  const lead = parsed && (await intakeStore().find(`leads.${parsed.key}`))
  if (lead && link) headers.append('Set-Cookie', linkCookie(link, lead.submittedAt, now))
  return new Response(null, { status: 303, headers })
}
