/** Where the visitor who just sent a quote request chooses when the office calls them, in each language. */
export const CALL_TIME_PATHS = { en: '/when-we-call', es: '/es/cuando-le-llamamos' } as const

/** Where the choice is posted (a plain form, with or without JavaScript). */
export const CALL_TIME_ENDPOINT = '/api/call-time'

/** Where the thank-you page asks, once it has painted, what this visitor's choice looks like. */
export const CALL_TIME_VIEW_ENDPOINT = '/api/call-time/view'

/** The calendar file of the call chosen, for the visitor holding the link; nothing personal in its address. */
export const CALENDAR_ENDPOINT = '/api/call-time/calendar'

/** The choice's value when the visitor leaves the time to the office: the 2-hour promise. */
export const AS_SOON_AS_POSSIBLE = 'asap'

/** Why a choice was not kept, as the page it lands on says. */
export const CALL_TIME_PROBLEMS = ['taken', 'not-offered'] as const
export type CallTimeProblem = (typeof CALL_TIME_PROBLEMS)[number]

export const isCallTimeProblem = (value: unknown): value is CallTimeProblem =>
  CALL_TIME_PROBLEMS.includes(value as CallTimeProblem)

/** The page, saying why the choice was not kept when it was not. */
export const callTimePath = (language: keyof typeof CALL_TIME_PATHS, problem?: CallTimeProblem) =>
  `${CALL_TIME_PATHS[language]}${problem ? `?problem=${problem}` : ''}#call-time`
