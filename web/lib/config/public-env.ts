// Browser-visible configuration. Next inlines each NEXT_PUBLIC_ variable at build time only when it is
// written out in full, so each is read by its literal name. None of these is a secret.
export const publicEnv = {
  emailjsPublicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  emailjsServiceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  emailjsCustomerTemplateId: process.env.NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID,
  /** The Spanish customer confirmation; without it, Spanish visitors get the English template. */
  emailjsCustomerTemplateIdEs: process.env.NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID_ES,
  emailjsAgencyTemplateId: process.env.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID,
  /** The service center's two emails: the confirmation to the client (and its Spanish one) and the request. */
  emailjsServiceConfirmationTemplateId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_CONFIRMATION_TEMPLATE_ID,
  emailjsServiceConfirmationTemplateIdEs: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_CONFIRMATION_TEMPLATE_ID_ES,
  emailjsServiceRequestTemplateId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_REQUEST_TEMPLATE_ID,
  gtmId: process.env.NEXT_PUBLIC_GTM_ID,
  adsConversionSendTo: process.env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION,
}
