import { describe, expect, it } from 'vitest'

import { FIELD_TRANSLATED_TYPES, MISSING_SPANISH_FILTER, translatedFieldPaths } from '../missing-translations'

describe('the “Missing Spanish” list', () => {
  it('knows the documents holding every language, and each of their translated fields, as the contract lists them', () => {
    expect(FIELD_TRANSLATED_TYPES).toEqual([
      'siteSettings',
      'quoteForm',
      'quoteIntakeSettings',
      'quoteIntake',
      'stat',
      'teamMember',
      'insuranceLine',
      'carrier',
    ])
    expect(translatedFieldPaths('siteSettings').sort()).toEqual(
      [
        'tagline',
        'responsePromise',
        'busyMessage',
        'labels.skipToContent',
        'labels.closed',
        'labels.lastUpdated',
        'labels.email',
        'getQuoteLabel',
        'callLabel',
        'backHomeLabel',
        'clientsLabel',
        'notFound.title',
        'notFound.text',
        'footerHeadings.contact',
        'footerHeadings.hours',
        'footerHeadings.awards',
        'footerHeadings.social',
        'socialLinks[].label',
        'awards[].title',
        'awards[].issuer',
        'legalLinks[].label',
        'reviewRequests.message',
        'enhancedConversionsNotice',
        'smsConsent',
        'smsConsentNote',
        'smsOptInConfirmation',
      ].sort(),
    )
    expect(translatedFieldPaths('quoteForm').sort()).toEqual(
      [
        'nameLabel',
        'phoneLabel',
        'emailLabel',
        'zipLabel',
        'coverageLabel',
        'additionalInfoLabel',
        'contactPreferenceLabel',
        'timeframeLabel',
        'coveragePlaceholder',
        'sendingLabel',
        'successLabel',
        'errorLabel',
        'deliveryError',
        'errorSummary',
        'nameError',
        'phoneError',
        'emailError',
        'zipError',
        'coverageError',
        'privacyNote',
        'consentDisclosure',
        'coverageOptions[].label',
        'contactOptions[].label',
        'timeframeOptions[].label',
      ].sort(),
    )
    expect(translatedFieldPaths('quoteIntake')).toEqual([
      'steps[].title',
      'steps[].intro',
      'steps[].itemName',
      'steps[].addLabel',
      'steps[].questions[].label',
      'steps[].questions[].help',
      'steps[].questions[].options[].label',
    ])
    expect(translatedFieldPaths('stat')).toEqual(['value', 'label'])
    expect(translatedFieldPaths('teamMember')).toEqual(['role', 'bio', 'photo.alt'])
    expect(translatedFieldPaths('insuranceLine')).toEqual(['title'])
    expect(translatedFieldPaths('carrier')).toEqual(['notes'])
    expect(translatedFieldPaths('review')).toEqual([])
  })

  it('lists English documents with no Spanish translation linked, and texts written in English only', () => {
    expect(MISSING_SPANISH_FILTER).toContain(
      '_type in ["homePage","page","legalPage","thankYouPage","serviceCenterPage","optOutPage","guidesPage","sharedSections","faqItem","article"] && language == "en"',
    )
    expect(MISSING_SPANISH_FILTER).toContain(
      'count(*[_type == "translation.metadata" && references(^._id) && count(translations[language == "es"]) > 0]) == 0',
    )
    expect(MISSING_SPANISH_FILTER).toContain(
      '(defined(labels.email[language == "en"][0].value) && !defined(labels.email[language == "es"][0].value))',
    )
    expect(MISSING_SPANISH_FILTER).toContain(
      'count(socialLinks[(defined(label[language == "en"][0].value) && !defined(label[language == "es"][0].value))]) > 0',
    )
  })
})
