import type { NextRequest } from 'next/server'

import { callCalendarFile } from '@/lib/call-time/calendar-file'
import { upcomingCall } from '@/lib/call-time/server/call-time-view'
import { SITE_URL } from '@/lib/config/site-url'
import { getCallTimeContent } from '@/lib/content'
import { requestKeyOf } from '@/lib/delivery/request-key'
import { fillTemplate } from '@/lib/format'
import { clientAddress } from '@/lib/http/client-address'
import { methodNotAllowed } from '@/lib/http/responses'
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n'
import { INTAKE_COOKIE } from '@/lib/intake/intake-link'
import { leadOfLink } from '@/lib/intake/server/link-lookup'

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/** The calendar file of the call the visitor holding a lead's link booked, while it is still to come; else 404. */
export async function GET(request: NextRequest) {
  const asked = request.nextUrl.searchParams.get('language')
  const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE
  const now = new Date()
  const lead = await leadOfLink(request.cookies.get(INTAKE_COOKIE)?.value, clientAddress(request.headers))
  const ms = lead ? upcomingCall(lead, now) : null
  if (!lead || ms === null) return new Response('No call is booked.', { status: 404, headers: PRIVATE })
  const { settings, words } = await getCallTimeContent(language)
  const file = callCalendarFile({
    key: requestKeyOf(lead.id),
    ms,
    title: fillTemplate(words.calendarTitle, { agency: settings.agencyName }),
    text: fillTemplate(words.calendarText, { phone: settings.phone, agency: settings.agencyName }),
    agencyName: settings.agencyName,
    host: new URL(SITE_URL).host,
    now,
  })
  return new Response(file, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="call.ics"',
    },
  })
}

const refuse = methodNotAllowed('GET')
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS }
