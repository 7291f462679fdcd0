import { adConversionUpload } from './documents/ad-conversion-upload'
import { article } from './documents/article'
import { carrier } from './documents/carrier'
import { contactChoice } from './documents/contact-choice'
import { dailyCeiling } from './documents/daily-ceiling'
import { faqItem } from './documents/faq-item'
import { gtmTestPage } from './documents/gtm-test-page'
import { guidesPage } from './documents/guides-page'
import { homePage } from './documents/home-page'
import { insuranceLine } from './documents/insurance-line'
import { lead } from './documents/lead'
import { legalPage } from './documents/legal-page'
import { optOutPage } from './documents/opt-out-page'
import { page } from './documents/page'
import { privacyErasure } from './documents/privacy-erasure'
import { quoteForm } from './documents/quote-form'
import { quoteIntake } from './documents/quote-intake'
import { quoteIntakeSettings } from './documents/quote-intake-settings'
import { review } from './documents/review'
import { serviceCenterPage } from './documents/service-center-page'
import { serviceRequest } from './documents/service-request'
import { sharedSections } from './documents/shared-sections'
import { siteSettings } from './documents/site-settings'
import { stat } from './documents/stat'
import { teamMember } from './documents/team-member'
import { thankYouPage } from './documents/thank-you-page'
import { award } from './objects/award'
import { articleBody, blockContent } from './objects/block-content'
import { callTimeWords } from './objects/call-time-words'
import { callout } from './objects/callout'
import { card } from './objects/card'
import { choice } from './objects/choice'
import { closedDay } from './objects/closed-day'
import { consentText } from './objects/consent-text'
import { contactChoiceEntry } from './objects/contact-choice-entry'
import { discount } from './objects/discount'
import { faqEntry } from './objects/faq-entry'
import { footerLink } from './objects/footer-link'
import { intakeAnswer, intakeItems, intakeProblem, intakeProgress } from './objects/intake-progress'
import { intakeQuestion } from './objects/intake-question'
import { intakeStep } from './objects/intake-step'
import { link } from './objects/link'
import { openingHours } from './objects/opening-hours'
import { postalAddress } from './objects/postal-address'
import { retiredSmsConsent } from './objects/retired-sms-consent'
import { reviewRequest } from './objects/review-request'
import { sectionHeading } from './objects/section-heading'
import { seo } from './objects/seo'
import { serverEmail } from './objects/server-email'
import { socialLink } from './objects/social-link'
import { statHighlight } from './objects/stat-highlight'
import { webhookEvent } from './objects/webhook-event'
import { sectionTypes } from './sections'

export const schemaTypes = [
  siteSettings,
  homePage,
  sharedSections,
  page,
  legalPage,
  thankYouPage,
  serviceCenterPage,
  optOutPage,
  guidesPage,
  article,
  quoteForm,
  quoteIntakeSettings,
  quoteIntake,
  intakeStep,
  intakeQuestion,
  intakeProgress,
  intakeAnswer,
  intakeProblem,
  intakeItems,
  gtmTestPage,
  stat,
  faqItem,
  review,
  teamMember,
  insuranceLine,
  carrier,
  lead,
  adConversionUpload,
  privacyErasure,
  serviceRequest,
  contactChoice,
  contactChoiceEntry,
  dailyCeiling,
  award,
  blockContent,
  articleBody,
  callout,
  card,
  choice,
  consentText,
  retiredSmsConsent,
  discount,
  faqEntry,
  footerLink,
  link,
  openingHours,
  closedDay,
  reviewRequest,
  callTimeWords,
  postalAddress,
  sectionHeading,
  seo,
  socialLink,
  statHighlight,
  webhookEvent,
  serverEmail,
  ...sectionTypes,
]
