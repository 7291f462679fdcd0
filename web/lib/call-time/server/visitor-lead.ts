import 'server-only'

import { cookies, headers } from 'next/headers'
import { connection } from 'next/server'
import { cache } from 'react'

import { clientAddress } from '../../http/client-address'
import { INTAKE_COOKIE } from '../../intake/intake-link'
import { leadOfLink } from '../../intake/server/link-lookup'

/** The lead of the visitor asking for this page, by the link in their cookie, once per request. */
export const visitorLead = cache(async () => {
  const [jar, request] = await Promise.all([cookies(), headers()])
  // What the lead's call time is now depends on the hour it is asked: never part of a prerender.
  await connection()
  return leadOfLink(jar.get(INTAKE_COOKIE)?.value, clientAddress(request))
})
