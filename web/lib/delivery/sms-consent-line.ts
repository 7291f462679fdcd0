/**
 * The agency email's line on texts: whether the visitor ticked the “text me” box (as their browser saw it, or as
 * the server kept it), so whoever answers knows at once whether a text is allowed.
 */
export const smsConsentLine = (consent: { given: boolean }) =>
  consent.given ? 'Texts: agreed' : 'Texts: not agreed, call or email'
