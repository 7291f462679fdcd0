import 'server-only'

import { cookies } from 'next/headers'
import { cache } from 'react'

import type { Language } from '../../i18n'
import { INTAKE_COOKIE } from '../intake-link'
import { intakeSession } from './intake-session'

/** The online quote of the visitor asking for this page, once per request (the page and its metadata share it). */
export const visitorIntake = cache(async (language: Language) =>
  intakeSession((await cookies()).get(INTAKE_COOKIE)?.value, language, new Date()),
)
