/**
 * The agency email's line on texts, so whoever answers knows at once whether a text may be allowed. The visitor's
 * browser only knows the box was ticked: whether that is a consent (words the Studio published, no opt-out since)
 * is for the server's record to say. The server's own email says what it kept.
 */
export const smsConsentLine = (consent: { ticked: boolean } | { given: boolean }) => {
  if ('ticked' in consent)
    return consent.ticked
      ? 'Texts: box ticked. The record of the consent is in the Studio: check it before any text'
      : 'Texts: not agreed, call or email'
  return consent.given ? 'Texts: agreed' : 'Texts: not agreed, call or email'
}

/** The agency email's consent line when the server could not confirm the words the page sent. */
export const CONSENT_NOT_CONFIRMED = 'Not confirmed: the page sent consent words the Studio never published'
