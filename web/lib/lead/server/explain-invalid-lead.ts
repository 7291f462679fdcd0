import { getQuoteForm } from '../../content'
import { busyPage, couldNotKeepPage } from '../../forms/could-not-keep-page'
import type { Post } from '../../forms/form-kind'
import { invalidRequestPage } from '../../forms/invalid-request-page'
import type { Language } from '../../i18n'
import { QUOTE_FORM_ID } from '../../routes'

// Every address of the site is a lower-case path; anything else sent as the page goes back to the home page.
const SITE_PATH = /^\/[a-z0-9/-]*$/

const HOME: Record<Language, string> = { en: '/', es: '/es' }

/** The page the quote form was posted from, when it names one of the site's; else the home page. */
const formPathOf = (raw: Record<string, unknown>, language: Language) =>
  `${typeof raw.page === 'string' && SITE_PATH.test(raw.page) ? raw.page : HOME[language]}#${QUOTE_FORM_ID}`

/**
 * The answer to a quote form posted without JavaScript with fields missing or wrong: each field's message in
 * the visitor's language (a field without its own message is named by its label), and the way back to the form.
 */
export async function explainInvalidLead(invalid: string[], { language, fields: raw }: Post) {
  const form = await getQuoteForm(language)
  return invalidRequestPage({
    invalid,
    language,
    summary: form.errorSummary,
    messages: {
      name: form.nameError,
      phone: form.phoneError,
      email: form.emailError,
      zip: form.zipError,
      coverageType: form.coverageError,
      additionalInfo: form.additionalInfoLabel,
      contactPreference: form.contactPreferenceLabel,
      timeframe: form.timeframeLabel,
    },
    formPath: formPathOf(raw, language),
  })
}

/** The answer to a quote form posted without JavaScript whose lead could not be kept: the form's line and the phone. */
export async function explainUnkeptLead({ language, fields: raw }: Post) {
  return couldNotKeepPage(language, (await getQuoteForm(language)).deliveryError, formPathOf(raw, language))
}

/** The answer to a quote form posted without JavaScript past the day's ceiling on requests: the call-us page. */
export const explainBusyLead = ({ language, fields: raw }: Post) =>
  busyPage(language, formPathOf(raw, language))
