// @ts-check
// What the register's lines say holds for a person: plain JavaScript, so the books' command (its CSV export) and
// the app (lib/contact-choices/contact-choices.ts re-exports these) apply the same rules.

/**
 * @typedef {import('./contact-choice').ContactChoiceEntry} ContactChoiceEntry
 * @typedef {import('./contact-choice').ContactChoices} ContactChoices
 * @typedef {import('./contact-choice').OptOutInForce} OptOutInForce
 */

/**
 * A key's latest line for a channel decides it; of a person's keys, the later opt-out in force is shown.
 * @param {ReadonlyArray<ContactChoiceEntry & { key: string }>} entries
 * @returns {ContactChoices}
 */
export function choicesInForce(entries) {
  /** @type {Map<string, ContactChoiceEntry>} */
  const latest = new Map()
  for (const entry of [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)))
    latest.set(`${entry.key} ${entry.channel}`, entry)
  /** @type {ContactChoices} */
  const choices = { texts: null, calls: null }
  for (const entry of latest.values()) {
    if (entry.action !== 'opt-out') continue
    const held = choices[entry.channel]
    if (!held || Date.parse(entry.at) > Date.parse(held.at))
      choices[entry.channel] = { at: entry.at, ...(entry.how && { how: entry.how }) }
  }
  return choices
}

/**
 * Whether a request may be texted against the register: a box ticked after the latest opt-out is a new consent for
 * that request alone.
 * @param {{ given?: boolean, at?: string } | undefined} consent
 * @param {OptOutInForce | null} optOut
 */
export function textsStanding(consent, optOut) {
  if (!optOut) return /** @type {const} */ ({ state: 'no-opt-out' })
  if (consent?.given && consent.at && Date.parse(consent.at) > Date.parse(optOut.at))
    return /** @type {const} */ ({ state: 'agreed-again', optOut, at: consent.at })
  return /** @type {const} */ ({ state: 'opted-out', optOut })
}
