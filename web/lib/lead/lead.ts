/** A quote request as the forms collect it (spec section 3). */
export type Lead = {
  fullName: string
  phoneNumber: string
  email: string
  zipCode: string
  coverageType: string
  additionalInfo: string
  contactPreference: string
  timeframe: string
}

export const CUSTOMER_MESSAGE = 'Thank you for your quote request!'

// Both emails open with the same five facts about the request.
const requestParams = (lead: Lead) => ({
  fullName: lead.fullName,
  email: lead.email,
  phone: lead.phoneNumber,
  zip: lead.zipCode,
  coverage: lead.coverageType,
})

export function customerEmailParams(lead: Lead) {
  return {
    ...requestParams(lead),
    to_email: lead.email,
    message: CUSTOMER_MESSAGE,
  }
}

export function agencyEmailParams(lead: Lead, leadInbox: string) {
  return {
    ...requestParams(lead),
    additionalInfo: lead.additionalInfo || 'Not provided',
    contactPreference: lead.contactPreference || 'Not specified',
    timeframe: lead.timeframe || 'Not specified',
    to_email: leadInbox,
    message: `New lead: ${lead.fullName} - ${lead.coverageType}`,
  }
}
