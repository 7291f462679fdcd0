import type { NextRequest } from 'next/server'

import { clientAddress } from '@/lib/http/client-address'
import { jsonResponse, methodNotAllowed } from '@/lib/http/responses'
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n'
import { INTAKE_COOKIE } from '@/lib/intake/intake-link'
import { intakeInvitation } from '@/lib/intake/server/intake-invitation'

// This visitor's alone, and never a page of its own.
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/** The thank-you page's invitation to the online quote, for the visitor whose cookie holds its link; 204 for anyone else. */
export async function GET(request: NextRequest) {
  const asked = request.nextUrl.searchParams.get('language')
  const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE
  const invitation = await intakeInvitation(
    request.cookies.get(INTAKE_COOKIE)?.value,
    language,
    clientAddress(request.headers),
  )
  return invitation
    ? jsonResponse(200, invitation, PRIVATE)
    : new Response(null, { status: 204, headers: PRIVATE })
}

const refuse = methodNotAllowed('GET')
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS }
