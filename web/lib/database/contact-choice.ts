// What the requests database keeps of a person's choices about being contacted: defined here, beneath the register
// that reads them (lib/contact-choices), so the database never reaches up into what uses it.

/** What a person can ask the agency to stop. */
export const CONTACT_CHANNELS = ['texts', 'calls'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/** How the request to stop reached the agency, as the office manager records it. */
export const OPT_OUT_WAYS = ['text reply', 'call', 'email', 'letter', 'web form', 'in person'] as const
export type OptOutWay = (typeof OPT_OUT_WAYS)[number]

/**
 * One line of a person's register, never changed once written: an opt-out of one channel, or its withdrawal (in the
 * Studio only, with a reason). The latest line of a key and channel is what holds.
 */
export type ContactChoiceEntry = {
  _key: string
  _type: 'contactChoiceEntry'
  channel: ContactChannel
  action: 'opt-out' | 'withdrawn'
  /** ISO 8601 (UTC). */
  at: string
  how?: OptOutWay
  by: string
  note?: string
  /** Why an opt-out was withdrawn. */
  reason?: string
}

/** An opt-out in force: since when, and how it came. */
export type OptOutInForce = { at: string; how?: OptOutWay }

/** What holds for a person now, channel by channel: null where nothing was asked (or an opt-out was withdrawn). */
export type ContactChoices = Record<ContactChannel, OptOutInForce | null>
