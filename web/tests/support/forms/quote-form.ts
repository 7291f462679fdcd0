import type { Page } from '@playwright/test'

import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n'
import type { Lead } from '@/lib/lead/lead'
import type { QuoteForm } from '@/sanity.types'

import { documentById } from '../data/dataset'

/** The quote form's labels and choices, as the office manager wrote them. */
export const quoteFormLabels = (language: Language = DEFAULT_LANGUAGE) =>
  documentById<QuoteForm>('quoteForm', language)

/**
 * Types a lead into the page's quote form as a visitor does: the home form asks for the coverage, a page with a
 * fixed coverage asks for the contact preference, timeframe and notes instead. Returns the form.
 */
export async function fillQuoteForm(
  page: Page,
  lead: Lead,
  variant: 'home' | 'product',
  language: Language = DEFAULT_LANGUAGE,
) {
  const form = page.locator('#quote-form')
  const labels = quoteFormLabels(language)
  await form.getByLabel(labels.nameLabel).fill(lead.fullName)
  await form.getByLabel(labels.phoneLabel).fill(lead.phoneNumber)
  await form.getByLabel(labels.emailLabel).fill(lead.email)
  await form.getByLabel(labels.zipLabel).fill(lead.zipCode)
  if (variant === 'home') {
    await form.getByLabel(labels.coverageLabel).selectOption(lead.coverageType)
  } else {
    if (lead.contactPreference)
      await form.getByLabel(labels.contactPreferenceLabel).selectOption(lead.contactPreference)
    if (lead.timeframe) await form.getByLabel(labels.timeframeLabel).selectOption(lead.timeframe)
    await form.getByLabel(labels.additionalInfoLabel).fill(lead.additionalInfo)
  }
  return form
}

/** The values of one of the form's choice lists, as the agency receives them (in English). */
export function choiceValues(list: 'coverageOptions' | 'contactOptions' | 'timeframeOptions'): string[] {
  const values = (quoteFormLabels()[list] ?? []).map((choice) => choice.value)
  if (!values.length || values.some((value) => !value)) throw new Error(`The quote form has no ${list}`)
  return values as string[]
}
