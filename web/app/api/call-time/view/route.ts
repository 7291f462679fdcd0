import type { NextRequest } from 'next/server'

import { callTimeView } from '@/lib/call-time/server/call-time-view'
import { clientAddress } from '@/lib/http/client-address'
import { jsonResponse, methodNotAllowed } from '@/lib/http/responses'
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n'
import { INTAKE_COOKIE } from '@/lib/intake/intake-link'
import { leadOfLink } from '@/lib/intake/server/link-lookup'

// This visitor's alone, and never a page of its own.
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/** The thank-you page's "When should we call you?", for the visitor whose cookie holds a lead's link; 204 for anyone else. */
export async function GET(request: NextRequest) {
  const asked = request.nextUrl.searchParams.get('language')
  const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE
  const lead = await leadOfLink(request.cookies.get(INTAKE_COOKIE)?.value, clientAddress(request.headers))
  if (!lead) return new Response(null, { status: 204, headers: PRIVATE })
  return jsonResponse(200, await callTimeView(lead, language, new Date()), PRIVATE)
}

const refuse = methodNotAllowed('GET')
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS }
