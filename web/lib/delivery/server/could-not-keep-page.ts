import { getSiteSettings } from '../../content'
import type { Language } from '../../i18n'
import { invalidRequestPage } from './invalid-request-page'

/**
 * What a visitor without JavaScript sees when what they sent could not be kept (the disk full, the database
 * locked past its wait, the Content Lake refusing): the form's own "could not send" line with the office's number,
 * and the way back to the form, where the browser still has what they typed. 503: nothing of theirs was kept here.
 */
export async function couldNotKeepPage(language: Language, message: string, formPath: string) {
  const { phone } = await getSiteSettings(language)
  return invalidRequestPage({
    invalid: [],
    language,
    summary: `${message} ${phone}`,
    messages: {},
    formPath,
    status: 503,
  })
}
