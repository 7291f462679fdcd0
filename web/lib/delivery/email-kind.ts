/** Every request sends two emails: a confirmation to the visitor and the request to the agency's inbox. */
export const EMAIL_KINDS = ['customer', 'agency'] as const

export type EmailKind = (typeof EMAIL_KINDS)[number]
