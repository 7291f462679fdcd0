import { AGENCY_TIME_ZONE } from '../format'
import { LANGUAGE_INFO, type Language } from '../i18n'

// Formatters cost far more to make than to use: one per language, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(language: Language, kind: 'day' | 'clock') {
  const id = `${language}:${kind}`
  let made = formatters.get(id)
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { weekday: 'long', month: 'long', day: 'numeric' }
        : { hour: 'numeric', minute: '2-digit' }
    made = new Intl.DateTimeFormat(LANGUAGE_INFO[language].locale, { ...options, timeZone: AGENCY_TIME_ZONE })
    formatters.set(id, made)
  }
  return made
}

// Intl puts a narrow no-break space before AM/PM; a plain one reads the same and wraps as the copy expects.
const plain = (text: string) => text.replace(/\u202f/g, ' ')

/** The Dallas day of a moment: "Tuesday, December 8", "martes, 8 de diciembre". */
export const callDayText = (ms: number, language: Language) => plain(formatter(language, 'day').format(ms))

/** Its Dallas clock time: "10:30 AM", "10:30 a.m.". */
export const callClockText = (ms: number, language: Language) =>
  plain(formatter(language, 'clock').format(ms))

/**
 * The day and time, with the zone named: "Tuesday, December 8, at 10:30 AM, Dallas time"; in Spanish "martes, 8
 * de diciembre, a las 10:30 a.m., hora de Dallas" ("a la 1:00 p.m." at one o'clock).
 */
export function callTimeText(ms: number, language: Language, zoneName: string): string {
  const clock = callClockText(ms, language)
  const at = language === 'es' ? (clock.startsWith('1:') ? 'a la' : 'a las') : 'at'
  return `${callDayText(ms, language)}, ${at} ${clock}, ${zoneName}`
}
