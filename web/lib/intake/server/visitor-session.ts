import 'server-only'

import { cookies } from 'next/headers'
import { connection } from 'next/server'
import { cache } from 'react'

import type { Language } from '../../i18n'
import { INTAKE_COOKIE } from '../intake-link'
import { intakeSession } from './intake-session'

/** The online quote of the visitor asking for this page, once per request (the page and its metadata share it). */
export const visitorIntake = cache(async (language: Language) => {
  const link = (await cookies()).get(INTAKE_COOKIE)?.value
  // Whether the link is still open depends on the hour it is asked: never part of a prerender, even one made with
  // the visitor's cookies (as the dev server checks every page).
  await connection()
  return intakeSession(link, language, new Date())
})
