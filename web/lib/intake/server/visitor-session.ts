import 'server-only'

import { cookies, headers } from 'next/headers'
import { connection } from 'next/server'
import { cache } from 'react'

import { clientAddress } from '../../http/client-address'
import type { Language } from '../../i18n'
import { INTAKE_COOKIE } from '../intake-link'
import { intakeSession } from './intake-session'

/** The online quote of the visitor asking for this page, once per request (the page and its metadata share it). */
export const visitorIntake = cache(async (language: Language) => {
  const [jar, request] = await Promise.all([cookies(), headers()])
  const link = jar.get(INTAKE_COOKIE)?.value
  // Whether the link is still open depends on the hour it is asked: never part of a prerender, even one made with
  // the visitor's cookies (as the dev server checks every page).
  await connection()
  return intakeSession(link, language, new Date(), clientAddress(request))
})
