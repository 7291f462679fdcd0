import { isEmailAddress, isPagePath, validateFields } from '../delivery/validate-fields'
import { formatPhoneNumber } from '../phone-number'
import {
  isRequestType,
  NOT_SURE,
  SERVICE_FIELD_LIMITS,
  SERVICE_MULTILINE_FIELDS,
  TYPE_FIELDS,
  type ServiceFieldName,
  type ServiceFields,
} from './fields'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isDate = (value: string) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))

function isValid(
  name: ServiceFieldName,
  value: string,
  fields: Partial<ServiceFields>,
  carriers: readonly string[],
): boolean {
  const type = fields.requestType
  const asked = isRequestType(type) && TYPE_FIELDS[type].includes(name)
  switch (name) {
    case 'requestType':
      return isRequestType(value)
    case 'name':
      return value !== ''
    case 'email':
      return isEmailAddress(value)
    case 'policyNumber':
      return value !== '' || fields.policyNumberUnknown === 'on'
    case 'policyNumberUnknown':
      return value === '' || value === 'on'
    case 'carrier':
      return value === NOT_SURE || carriers.includes(value)
    case 'changeDate':
    case 'dateOfLoss':
      return !asked || isDate(value)
    case 'page':
      return value === '' || isPagePath(value)
    case 'phone':
      // Its reader below refuses what is not a valid number.
      return true
    case 'language':
    case 'details':
    case 'website':
    case 'consent':
    // An unknown version refuses nothing: the request is kept, with the notice not shown.
    case 'writtenConfirmationNoticeVersion':
      return true
    default:
      return !asked || value !== ''
  }
}

/**
 * Checks a service request, in the browser before it is sent (with the form's delivery, which loads on the first
 * focus: the phone's rules stay out of the page) and on the server when it arrives: who asks, how to reach them (a
 * valid phone number, kept in the agency's format), their policy and carrier (one of the directory's), and what
 * their kind of request needs.
 */
export const validateServiceRequest = (raw: Record<string, unknown>, carriers: readonly string[]) =>
  validateFields(
    raw,
    SERVICE_FIELD_LIMITS,
    SERVICE_MULTILINE_FIELDS,
    (name, value, fields) => isValid(name, value, fields, carriers),
    { phone: formatPhoneNumber },
  )
