import { isEmailAddress, isPagePath, validateFields } from '../../delivery/validate-fields'
import { formatPhoneNumber } from '../../phone-number'
import { FIELD_LIMITS, MULTILINE_FIELDS, type FieldName } from '../fields'

/** The choices the forms offer, from content: a select value edited in the page is refused. */
export type LeadChoices = { coverage: string[]; contact: string[]; timeframe: string[] }

const REQUIRED: FieldName[] = ['name', 'phone', 'email', 'zip', 'coverageType']

function isValid(name: FieldName, value: string, choices: LeadChoices): boolean {
  if (REQUIRED.includes(name) && value === '') return false
  switch (name) {
    case 'email':
      return isEmailAddress(value)
    case 'coverageType':
      return choices.coverage.includes(value)
    case 'contactPreference':
      return value === '' || choices.contact.includes(value)
    case 'timeframe':
      return value === '' || choices.timeframe.includes(value)
    case 'page':
      return value === '' || isPagePath(value)
    default:
      return true
  }
}

/**
 * Checks the eight lead fields and the form's own (page, consent, honeypot) against the form's limits and choices;
 * the phone must be a valid number, and is kept in the agency's format.
 */
export const validateSubmission = (raw: Record<string, unknown>, choices: LeadChoices) =>
  validateFields(raw, FIELD_LIMITS, MULTILINE_FIELDS, (name, value) => isValid(name, value, choices), {
    phone: formatPhoneNumber,
  })
