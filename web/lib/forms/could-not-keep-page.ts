import { getSiteSettings } from '../content'
import type { Language } from '../i18n'
import { invalidRequestPage } from './invalid-request-page'

/**
 * What a visitor without JavaScript sees when what they sent could not be kept (the disk full, the database
 * locked past its wait, the Content Lake refusing): the form's own "could not send" line with the office's number,
 * and the way back to the form, where the browser still has what they typed. 503: nothing of theirs was kept here.
 */
export async function couldNotKeepPage(language: Language, message: string, formPath: string) {
  const { phone } = await getSiteSettings(language)
  return callUs(language, `${message} ${phone}`, formPath, 503)
}

/**
 * What a visitor sees when the forms have taken all the requests the site keeps in a day (a ceiling far above any
 * real day): Site settings' line for it with the office's number. 429: nothing was kept.
 */
export async function busyPage(language: Language, formPath: string) {
  const { busyMessage, phone } = await getSiteSettings(language)
  return callUs(language, `${busyMessage} ${phone}`, formPath, 429)
}

const callUs = (language: Language, summary: string, formPath: string, status: 429 | 503) =>
  invalidRequestPage({ invalid: [], language, summary, messages: {}, formPath, status })
