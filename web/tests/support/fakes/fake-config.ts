/** The public configuration the test build is made with: fake ids that only the intercepts below answer. */
export const FAKE_PUBLIC_ENV = {
  // Not the address tests reach the server at: canonical URLs must come from this variable, not from the request.
  NEXT_PUBLIC_SITE_URL: 'https://www.lonestarshield.example',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'test-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID: 'template_customer',
  NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID_ES: 'template_customer_es',
  NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID: 'template_agency',
  NEXT_PUBLIC_EMAILJS_SERVICE_CONFIRMATION_TEMPLATE_ID: 'template_service_confirmation',
  NEXT_PUBLIC_EMAILJS_SERVICE_CONFIRMATION_TEMPLATE_ID_ES: 'template_service_confirmation_es',
  NEXT_PUBLIC_EMAILJS_SERVICE_REQUEST_TEMPLATE_ID: 'template_service_request',
  NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
  NEXT_PUBLIC_GOOGLE_ADS_CONVERSION: 'AW-000000000/test-label',
}
