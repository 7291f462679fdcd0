import { defineQuery } from 'next-sanity'

import {
  blocks,
  card,
  guideCard,
  heading,
  imageFields,
  insuranceLine,
  link,
  path,
  seo,
  stat,
  teamMember,
  translated,
  translations,
} from './fragments'
import { sectionFields } from '../../sections/section-fields'

// Projections are explicit so TypeGen derives exact result types and pages receive only what they render.

// One fragment per section type; a type the site does not know keeps only _key and _type, and is skipped.
const sections = /* groq */ `sections[]${sectionFields}`

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  agencyName, shortName, foundedYear, licensedState, languages,
  "tagline": coalesce(tagline[language == $language][0].value, tagline[language == "en"][0].value),
  phone, email, leadEmail, serviceEmail,
  address{street, suite, city, state, postalCode},
  hours[]{day, closed, opens, closes},
  "responsePromise": coalesce(responsePromise[language == $language][0].value, responsePromise[language == "en"][0].value, ""),
  "busyMessage": coalesce(busyMessage[language == $language][0].value, busyMessage[language == "en"][0].value, ""),
  labels{
    "skipToContent": coalesce(skipToContent[language == $language][0].value, skipToContent[language == "en"][0].value, ""),
    "closed": coalesce(closed[language == $language][0].value, closed[language == "en"][0].value, ""),
    "lastUpdated": coalesce(lastUpdated[language == $language][0].value, lastUpdated[language == "en"][0].value, ""),
    "email": coalesce(email[language == $language][0].value, email[language == "en"][0].value, "")
  },
  "getQuoteLabel": coalesce(getQuoteLabel[language == $language][0].value, getQuoteLabel[language == "en"][0].value, ""),
  "callLabel": coalesce(callLabel[language == $language][0].value, callLabel[language == "en"][0].value, ""),
  "clientsLabel": coalesce(clientsLabel[language == $language][0].value, clientsLabel[language == "en"][0].value, ""),
  "backHomeLabel": coalesce(backHomeLabel[language == $language][0].value, backHomeLabel[language == "en"][0].value, ""),
  notFound{
    "title": coalesce(title[language == $language][0].value, title[language == "en"][0].value, ""),
    "text": coalesce(text[language == $language][0].value, text[language == "en"][0].value, "")
  },
  socialLinks[]{platform, url, "label": coalesce(label[language == $language][0].value, label[language == "en"][0].value, "")},
  awards[]{
    year,
    "title": coalesce(title[language == $language][0].value, title[language == "en"][0].value, ""),
    "issuer": coalesce(issuer[language == $language][0].value, issuer[language == "en"][0].value)
  },
  legalLinks[]{
    "label": coalesce(label[language == $language][0].value, label[language == "en"][0].value, ""),
    "href": page->${translated}${path}
  },
  footerHeadings{
    "contact": coalesce(contact[language == $language][0].value, contact[language == "en"][0].value, ""),
    "hours": coalesce(hours[language == $language][0].value, hours[language == "en"][0].value, ""),
    "awards": coalesce(awards[language == $language][0].value, awards[language == "en"][0].value, ""),
    "social": coalesce(social[language == $language][0].value, social[language == "en"][0].value, "")
  },
  "enhancedConversions": coalesce(enhancedConversions, false),
  "enhancedConversionsNotice": coalesce(enhancedConversionsNotice[language == $language][0].value, enhancedConversionsNotice[language == "en"][0].value, "")
}`)

export const homePageQuery = defineQuery(`*[_type == "homePage" && language == $language][0]{
  _id, language, navLinks[]${link}, ${sections}, ${seo}, ${translations}
}`)

export const pageQuery = defineQuery(`*[_type == "page" && language == $language && slug.current == $slug][0]{
  _id, language, title, "slug": slug.current, navLinks[]${link}, ${sections}, ${seo}, ${translations}
}`)

/** Every page's address in $language, for prerendering and the sitemap. */
export const pageSlugsQuery = defineQuery(
  `*[_type == "page" && language == $language && defined(slug.current)] | order(slug.current asc).slug.current`,
)

/**
 * Every address in $language a document gives itself (the Spanish site keeps pages, legal texts and the thank-you
 * page at one level), and the former addresses of moved pages, latest move first. One list per language: an
 * address that is not in it is a 404 without a query, or a cache entry, of its own.
 */
export const addressBookQuery = defineQuery(`{
  "addresses": *[_type in ["page", "legalPage", "thankYouPage"] && language == $language && defined(slug.current)]{
    _type, "slug": slug.current
  },
  "moved": *[_type == "page" && language == $language && defined(slug.current) && count(previousSlugs) > 0]
    | order(_updatedAt desc){"from": previousSlugs, "to": slug.current}
}`)

/**
 * Everything in $language that decides whether an address has a page, for the proxy: the addresses documents give
 * themselves, the former addresses of moved pages, the guides' addresses, and the lines the guide lists filter by
 * (in every language: a line's list exists before it has a guide).
 */
export const knownAddressesQuery = defineQuery(`{
  "addresses": *[_type in ["page", "legalPage", "thankYouPage"] && language == $language && defined(slug.current)].slug.current,
  "moved": *[_type == "page" && language == $language && defined(slug.current)].previousSlugs[],
  "guides": *[_type == "article" && language == $language && defined(slug.current)].slug.current,
  "lines": *[_type == "insuranceLine" && defined(key.current)].key.current
}`)

export const sharedSectionsQuery = defineQuery(`*[_type == "sharedSections" && language == $language][0]{
  about{heading${heading}, highlights[]${card}, stats[]${stat}},
  team{heading${heading}},
  faq{heading${heading}},
  reviews{heading${heading}, previousLabel, nextLabel, pauseLabel, playLabel}
}`)

export const faqItemsQuery = defineQuery(
  `*[_type == "faqItem" && language == $language] | order(orderRank asc){_id, question, answer}`,
)

// Reviews are not translated: each shows in the language it was written in, on both sites.
export const reviewsQuery = defineQuery(
  `*[_type == "review"] | order(orderRank asc){_id, name, initials, text, rating, source, language}`,
)

export const teamMembersQuery = defineQuery(`*[_type == "teamMember"] | order(orderRank asc)${teamMember}`)

export const statsQuery = defineQuery(`*[_type == "stat"] | order(_id asc){
  _id,
  "value": coalesce(value[language == $language][0].value, value[language == "en"][0].value, ""),
  "label": coalesce(label[language == $language][0].value, label[language == "en"][0].value, "")
}`)

export const quoteFormQuery = defineQuery(`*[_type == "quoteForm" && _id == "quoteForm"][0]{
  "nameLabel": coalesce(nameLabel[language == $language][0].value, nameLabel[language == "en"][0].value, ""),
  "phoneLabel": coalesce(phoneLabel[language == $language][0].value, phoneLabel[language == "en"][0].value, ""),
  "emailLabel": coalesce(emailLabel[language == $language][0].value, emailLabel[language == "en"][0].value, ""),
  "zipLabel": coalesce(zipLabel[language == $language][0].value, zipLabel[language == "en"][0].value, ""),
  "coverageLabel": coalesce(coverageLabel[language == $language][0].value, coverageLabel[language == "en"][0].value, ""),
  "coveragePlaceholder": coalesce(coveragePlaceholder[language == $language][0].value, coveragePlaceholder[language == "en"][0].value, ""),
  "additionalInfoLabel": coalesce(additionalInfoLabel[language == $language][0].value, additionalInfoLabel[language == "en"][0].value, ""),
  "contactPreferenceLabel": coalesce(contactPreferenceLabel[language == $language][0].value, contactPreferenceLabel[language == "en"][0].value, ""),
  "timeframeLabel": coalesce(timeframeLabel[language == $language][0].value, timeframeLabel[language == "en"][0].value, ""),
  "coverageOptions": coalesce(coverageOptions[]{value, "label": coalesce(label[language == $language][0].value, label[language == "en"][0].value, value)}, []),
  "contactOptions": coalesce(contactOptions[]{value, "label": coalesce(label[language == $language][0].value, label[language == "en"][0].value, value)}, []),
  "timeframeOptions": coalesce(timeframeOptions[]{value, "label": coalesce(label[language == $language][0].value, label[language == "en"][0].value, value)}, []),
  "sendingLabel": coalesce(sendingLabel[language == $language][0].value, sendingLabel[language == "en"][0].value, ""),
  "successLabel": coalesce(successLabel[language == $language][0].value, successLabel[language == "en"][0].value, ""),
  "errorLabel": coalesce(errorLabel[language == $language][0].value, errorLabel[language == "en"][0].value, ""),
  "deliveryError": coalesce(deliveryError[language == $language][0].value, deliveryError[language == "en"][0].value, ""),
  "errorSummary": coalesce(errorSummary[language == $language][0].value, errorSummary[language == "en"][0].value, ""),
  "nameError": coalesce(nameError[language == $language][0].value, nameError[language == "en"][0].value, ""),
  "phoneError": coalesce(phoneError[language == $language][0].value, phoneError[language == "en"][0].value, ""),
  "emailError": coalesce(emailError[language == $language][0].value, emailError[language == "en"][0].value, ""),
  "zipError": coalesce(zipError[language == $language][0].value, zipError[language == "en"][0].value, ""),
  "coverageError": coalesce(coverageError[language == $language][0].value, coverageError[language == "en"][0].value, ""),
  "privacyNote": coalesce(privacyNote[language == $language][0].value, privacyNote[language == "en"][0].value),
  "consentDisclosure": coalesce(
    consentDisclosure[language == $language][0].value, consentDisclosure[language == "en"][0].value, []
  )${blocks},
  "onlineQuote": {
    "emailLine": coalesce(*[_type == "quoteIntakeSettings" && _id == "quoteIntakeSettings"][0]{"text": coalesce(emailLine[language == $language][0].value, emailLine[language == "en"][0].value)}.text, ""),
    "intakes": *[_type == "quoteIntake" && defined(key) && count(steps) > 0]{coverageTypes, "minutes": coalesce(minutes, 5)}
  }
}`)

/**
 * The “text me” box by the phone field of every form: its words in $language, and the note shown while texts are
 * the preferred way to reach the visitor but the box is not ticked.
 */
export const smsConsentQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  "words": coalesce(smsConsent[language == $language][0].value, smsConsent[language == "en"][0].value, [])${blocks},
  "note": coalesce(smsConsentNote[language == $language][0].value, smsConsentNote[language == "en"][0].value, "")
}`)

/** Every wording of the box a request may claim to have shown: published now, in any language, or replaced since. */
export const smsConsentWordsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  "current": coalesce(smsConsent[].value, []),
  "retired": coalesce(smsConsentHistory[]{words, retiredAt}, [])
}`)

/**
 * Every wording of the consent under the forms' button a request may claim to have shown: the quote form's in any
 * language and each service center's, published now, or replaced since (with when).
 */
export const consentWordsQuery = defineQuery(`{
  "current": [
    ...coalesce(*[_type == "quoteForm" && _id == "quoteForm"][0].consentDisclosure[].value, []),
    ...coalesce(*[_type == "serviceCenterPage"].requestForm.consentDisclosure, [])
  ],
  "retired": coalesce(*[_type in ["quoteForm", "serviceCenterPage"]].consentHistory[]{words, retiredAt}, [])
}`)

/**
 * Every wording of the service centers' notice by the button (nothing changes until confirmed in writing) a request
 * may claim to have shown: each service center's, published now, or replaced since (with when).
 */
export const writtenConfirmationNoticeWordsQuery = defineQuery(`{
  "current": coalesce(*[_type == "serviceCenterPage"].requestForm.writtenConfirmationNotice, []),
  "retired": coalesce(*[_type == "serviceCenterPage"].writtenConfirmationNoticeHistory[]{words, retiredAt}, [])
}`)

export const thankYouPageQuery = defineQuery(`*[_type == "thankYouPage" && language == $language][0]{
  _id, language, title, message, stepsHeading, steps[]${card}, contactHeading, "callTimeLink": callTime.link,
  ${seo}, ${translations}
}`)

/**
 * What choosing a time for the call reads: the office's week, closed days and calls at once (Site settings), and
 * the words of the page's language.
 */
export const callTimeQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    agencyName, phone, hours[]{day, closed, opens, closes},
    "closedDays": coalesce(closedDays[defined(date)].date, []), "callsAtOnce": coalesce(callsAtOnce, 2)
  },
  "words": *[_type == "thankYouPage" && language == $language][0].callTime{
    heading, intro, asap, dallasTime, save, scheduled, asapChosen, change, calendar, calendarTitle, calendarText,
    taken, notOffered, noTimes, passed, notFound, link
  }
}`)

export const serviceCenterPageQuery =
  defineQuery(`*[_type == "serviceCenterPage" && language == $language][0]{
  _id, language, title, "slug": slug.current, intro,
  firstSteps{heading, steps[]${card}},
  directory,
  help,
  requestForm{
    ...,
    "writtenConfirmationNotice": coalesce(writtenConfirmationNotice, [])${blocks},
    "consentDisclosure": coalesce(consentDisclosure, [])${blocks}
  },
  ${seo}, ${translations}
}`)

/** The page where anyone asks to stop texts or calls, with its form's words and the words after sending. */
export const optOutPageQuery = defineQuery(`*[_type == "optOutPage" && language == $language][0]{
  _id, language, title, linkLabel, intro, textsNote, callsNote, otherNote,
  formHeading, phoneLabel, phoneHint, emailLabel, emailHint, channelsLegend, textsLabel, callsLabel, submitLabel,
  errorSummary, deliveryError, errors, sentTitle, sentText,
  ${seo}, ${translations}
}`)

/** The carrier directory in the office manager's order, with each carrier's lines in $language. */
export const carriersQuery = defineQuery(`*[_type == "carrier"] | order(orderRank asc){
  _id, name, logo{${imageFields}},
  "lines": lines[]->${insuranceLine},
  claimsPhone, claimsUrl, paymentUrl, policyServiceUrl, roadsidePhone,
  "notes": coalesce(notes[language == $language][0].value, notes[language == "en"][0].value)
}`)

/** The lines at least one carrier writes, in the office manager's order: the directory's filter choices. */
export const carrierLinesQuery = defineQuery(
  `*[_type == "insuranceLine" && count(*[_type == "carrier" && references(^._id)]) > 0]
    | order(orderRank asc)${insuranceLine}`,
)

export const guidesPageQuery = defineQuery(`*[_type == "guidesPage" && language == $language][0]{
  _id, language, title, intro, labels, ${seo}, ${translations}
}`)

/** Every guide in $language, newest first: the list, the related guides, the latest guides section and the feed. */
export const guidesQuery = defineQuery(
  `*[_type == "article" && language == $language && defined(slug.current)] | order(publishedAt desc, _id asc)${guideCard}`,
)

/** Every line in the office manager's order, with how many guides in $language are about it: the list's filter. */
export const guideLinesQuery = defineQuery(
  `*[_type == "insuranceLine" && defined(key.current)] | order(orderRank asc){
    "line": @${insuranceLine},
    "guides": count(*[_type == "article" && language == $language && defined(slug.current) && references(^._id)])
  }`,
)

/**
 * One guide. Its quote form is the one on the page of its main (first) line, in $language; a guide whose line has
 * no page ends with the home page's form, where the reader picks the coverage.
 */
export const guideQuery = defineQuery(
  `*[_type == "article" && language == $language && slug.current == $slug][0]{
  _id, language, title, summary, "path": @${path}, publishedAt, updatedAt,
  coverImage{alt, ${imageFields}},
  "body": coalesce(body, [])${blocks},
  "lines": coalesce(lines[]->${insuranceLine}, []),
  "author": author->${teamMember},
  "quoteForm": coalesce(
    lines[0]->page->${translated}.sections[_type == "heroSection"][0],
    *[_type == "homePage" && language == $language][0].sections[_type == "heroSection"][0]
  ){formTitle, formText, submitLabel, coverageType, coverageLabel},
  ${seo}, ${translations}
}`,
)

/** Every guide's address in $language, for prerendering. */
export const guideSlugsQuery = defineQuery(
  `*[_type == "article" && language == $language && defined(slug.current)] | order(slug.current asc).slug.current`,
)

/** Every page for search engines, in every language, with the addresses of its translations. */
export const sitemapQuery = defineQuery(`*[
    _type in ["homePage", "page", "legalPage", "serviceCenterPage", "optOutPage", "guidesPage", "article"] && defined(language)
  ] | order(language asc, _type asc, slug.current asc){
  _type, language, "path": @${path},
  "lastModified": select(_type == "article" => coalesce(updatedAt, publishedAt)),
  "translations": *[_type == "translation.metadata" && references(^._id)][0].translations[]{language, "path": value->${path}}
}`)

/** The address of the document $id, or null for a document without a page of its own. */
export const documentPathQuery = defineQuery(`*[_id == $id][0]${path}`)

/** Where the quote forms of $language lead once a request is sent. */
export const thankYouPathQuery = defineQuery(`*[_type == "thankYouPage" && language == $language][0]${path}`)

/** Every address in $language a document gives itself (pages, legal pages, thank-you page), for prerendering. */
export const addressSlugsQuery = defineQuery(
  `*[_type in ["page", "legalPage", "thankYouPage"] && language == $language && defined(slug.current)]
    | order(slug.current asc).slug.current`,
)

export const legalPageQuery = defineQuery(
  `*[_type == "legalPage" && language == $language && slug.current == $slug][0]{
  _id, language, "slug": slug.current, title, lastUpdated, body${blocks}, ${seo}, ${translations}
}`,
)

export const gtmTestPageQuery = defineQuery(`*[_type == "gtmTestPage" && _id == "gtmTestPage"][0]{
  title, intro, testEventLabel, leadEventLabel, dataLayerLabel, tagManagerLabel, loadedLabel, notLoadedLabel
}`)

// What the lead endpoint accepts: a select value edited in the page is refused.
export const leadChoicesQuery = defineQuery(`{
  "form": *[_type == "quoteForm" && _id == "quoteForm"][0]{
    "coverage": coverageOptions[].value, "contact": contactOptions[].value, "timeframe": timeframeOptions[].value
  },
  "pageCoverageTypes": *[_type in ["page", "homePage"]].sections[_type == "heroSection"].coverageType
}`)

/**
 * The online quotes for the coverage $coverageType, in the office manager's order: a bundle listed in two gets the
 * steps of both. Each text is in $language (English where it has none) and, for the agency, in English.
 */
export const quoteIntakesQuery = defineQuery(
  `*[_type == "quoteIntake" && $coverageType in coverageTypes && defined(key)] | order(orderRank asc){
  key, title, "minutes": coalesce(minutes, 5),
  "steps": coalesce(steps[defined(key)]{
    key,
    "title": coalesce(title[language == $language][0].value, title[language == "en"][0].value, ""),
    "agencyTitle": coalesce(title[language == "en"][0].value, ""),
    "intro": coalesce(intro[language == $language][0].value, intro[language == "en"][0].value),
    "repeats": coalesce(repeats, false),
    "itemName": coalesce(itemName[language == $language][0].value, itemName[language == "en"][0].value, ""),
    "agencyItemName": coalesce(itemName[language == "en"][0].value, ""),
    "addLabel": coalesce(addLabel[language == $language][0].value, addLabel[language == "en"][0].value, ""),
    "maxItems": coalesce(maxItems, 6),
    "questions": coalesce(questions[defined(key)]{
      key,
      "kind": coalesce(kind, "text"),
      "label": coalesce(label[language == $language][0].value, label[language == "en"][0].value, ""),
      "agencyLabel": coalesce(label[language == "en"][0].value, ""),
      "help": coalesce(help[language == $language][0].value, help[language == "en"][0].value),
      "options": coalesce(options[]{value, "label": coalesce(label[language == $language][0].value, label[language == "en"][0].value, value)}, []),
      min, max,
      "dates": coalesce(dates, "any"),
      "needed": coalesce(neededToQuote, false),
      fillFrom
    }, [])
  }, [])
}`,
)

/** The online quote's own words in $language, English where a text has none. */
export const quoteIntakeSettingsQuery =
  defineQuery(`*[_type == "quoteIntakeSettings" && _id == "quoteIntakeSettings"][0]{
  "inviteHeading": coalesce(inviteHeading[language == $language][0].value, inviteHeading[language == "en"][0].value, ""),
  "inviteText": coalesce(inviteText[language == $language][0].value, inviteText[language == "en"][0].value, ""),
  "inviteButton": coalesce(inviteButton[language == $language][0].value, inviteButton[language == "en"][0].value, ""),
  "emailLine": coalesce(emailLine[language == $language][0].value, emailLine[language == "en"][0].value, ""),
  "requestFor": coalesce(requestFor[language == $language][0].value, requestFor[language == "en"][0].value, ""),
  "stepOf": coalesce(stepOf[language == $language][0].value, stepOf[language == "en"][0].value, ""),
  "progressLabel": coalesce(progressLabel[language == $language][0].value, progressLabel[language == "en"][0].value, ""),
  "savedNote": coalesce(savedNote[language == $language][0].value, savedNote[language == "en"][0].value, ""),
  "privacyNote": coalesce(privacyNote[language == $language][0].value, privacyNote[language == "en"][0].value, ""),
  "optionalLabel": coalesce(optionalLabel[language == $language][0].value, optionalLabel[language == "en"][0].value, ""),
  "chooseLabel": coalesce(chooseLabel[language == $language][0].value, chooseLabel[language == "en"][0].value, ""),
  "yesLabel": coalesce(yesLabel[language == $language][0].value, yesLabel[language == "en"][0].value, ""),
  "noLabel": coalesce(noLabel[language == $language][0].value, noLabel[language == "en"][0].value, ""),
  "nextLabel": coalesce(nextLabel[language == $language][0].value, nextLabel[language == "en"][0].value, ""),
  "backLabel": coalesce(backLabel[language == $language][0].value, backLabel[language == "en"][0].value, ""),
  "finishLabel": coalesce(finishLabel[language == $language][0].value, finishLabel[language == "en"][0].value, ""),
  "removeLabel": coalesce(removeLabel[language == $language][0].value, removeLabel[language == "en"][0].value, ""),
  "doneHeading": coalesce(doneHeading[language == $language][0].value, doneHeading[language == "en"][0].value, ""),
  "doneText": coalesce(doneText[language == $language][0].value, doneText[language == "en"][0].value, ""),
  "expiredHeading": coalesce(expiredHeading[language == $language][0].value, expiredHeading[language == "en"][0].value, ""),
  "expiredText": coalesce(expiredText[language == $language][0].value, expiredText[language == "en"][0].value, ""),
  "unknownHeading": coalesce(unknownHeading[language == $language][0].value, unknownHeading[language == "en"][0].value, ""),
  "unknownText": coalesce(unknownText[language == $language][0].value, unknownText[language == "en"][0].value, ""),
  "errorSummary": coalesce(errorSummary[language == $language][0].value, errorSummary[language == "en"][0].value, ""),
  "requiredError": coalesce(requiredError[language == $language][0].value, requiredError[language == "en"][0].value, ""),
  "numberError": coalesce(numberError[language == $language][0].value, numberError[language == "en"][0].value, ""),
  "yearError": coalesce(yearError[language == $language][0].value, yearError[language == "en"][0].value, ""),
  "dateError": coalesce(dateError[language == $language][0].value, dateError[language == "en"][0].value, ""),
  "pastDateError": coalesce(pastDateError[language == $language][0].value, pastDateError[language == "en"][0].value, ""),
  "futureDateError": coalesce(futureDateError[language == $language][0].value, futureDateError[language == "en"][0].value, ""),
  "nearDateError": coalesce(nearDateError[language == $language][0].value, nearDateError[language == "en"][0].value, ""),
  "vinError": coalesce(vinError[language == $language][0].value, vinError[language == "en"][0].value, ""),
  "choiceError": coalesce(choiceError[language == $language][0].value, choiceError[language == "en"][0].value, ""),
  "tooLongError": coalesce(tooLongError[language == $language][0].value, tooLongError[language == "en"][0].value, ""),
  "limitError": coalesce(limitError[language == $language][0].value, limitError[language == "en"][0].value, "")
}`)

/** Every picture the site draws, by how it draws it: what app/images may serve on the embedded dataset. */
export const siteImagesQuery = defineQuery(`{
  "teamPhotos": *[_type == "teamMember" && defined(photo.asset)].photo{${imageFields}},
  "covers": *[_type == "article" && defined(coverImage.asset)].coverImage{${imageFields}},
  "logos": *[_type == "carrier" && defined(logo.asset)].logo{${imageFields}}
}`)
