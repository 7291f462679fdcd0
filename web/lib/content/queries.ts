import { defineQuery } from 'next-sanity'

// Projections are explicit so TypeGen derives exact result types and pages receive only what they render.
const link = /* groq */ `{label, href}`
const card = /* groq */ `{icon, title, description, link${link}}`
const heading = /* groq */ `{eyebrow, title, intro}`
const stat = /* groq */ `{"value": stat->value, "label": coalesce(label, stat->label)}`
const seo = /* groq */ `seo{title, description}`

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  agencyName, shortName, tagline, foundedYear, licensedState, languages,
  phone, email, leadEmail,
  address{street, suite, city, state, postalCode},
  hours[]{day, closed, opens, closes},
  responsePromise,
  labels{skipToContent, closed, lastUpdated, email},
  homeAnchors[]${link}, getQuoteLabel, callLabel, backHomeLabel,
  notFound{title, text},
  socialLinks[]{platform, label, url},
  awards[]{title, issuer, year},
  legalLinks[]${link},
  footerHeadings{contact, hours, awards, social}
}`)

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  ${seo},
  hero{eyebrow, headline, subheadline, quoteButtons[]${link}, trustStats[]${stat}, formTitle, formText, submitLabel},
  services{heading${heading}, cards[]${card}},
  specialty{heading${heading}, cards[]${card}}
}`)

export const sharedSectionsQuery = defineQuery(`*[_type == "sharedSections" && _id == "sharedSections"][0]{
  about{heading${heading}, highlights[]${card}, stats[]${stat}},
  team{heading${heading}},
  faq{heading${heading}},
  reviews{heading${heading}, previousLabel, nextLabel, pauseLabel, playLabel}
}`)

export const productPageQuery = defineQuery(`*[_type == "productPage" && route == $route][0]{
  route, coverageType, ${seo},
  navLinks[]${link},
  hero{eyebrow, headline, subheadline, benefits, trustStats[]${stat}, formTitle, formText, submitLabel},
  benefits{heading${heading}, cards[]${card}},
  coverage{heading${heading}, cards[]${card}},
  stats{heading${heading}, items[]${stat}},
  discounts{heading${heading}, items[]{title, percent, description}, savingsClaim},
  coverageGuide{heading${heading}, rules[]${card}, example{title, income, lines[]{label, amount}, totalLabel, total}},
  cta{title, text, buttonLabel, phoneLabel}
}`)

export const faqItemsQuery = defineQuery(
  `*[_type == "faqItem"] | order(orderRank asc){_id, question, answer}`,
)

export const reviewsQuery = defineQuery(
  `*[_type == "review"] | order(orderRank asc){_id, name, initials, text, rating, source}`,
)

export const teamMembersQuery = defineQuery(`*[_type == "teamMember"] | order(orderRank asc){
  _id, name, role, bio, languages, photo{alt, "url": asset->url}
}`)

export const statsQuery = defineQuery(`*[_type == "stat"] | order(_id asc){_id, value, label}`)

export const quoteFormQuery = defineQuery(`*[_type == "quoteForm" && _id == "quoteForm"][0]{
  nameLabel, phoneLabel, emailLabel, zipLabel, coverageLabel, coveragePlaceholder,
  additionalInfoLabel, contactPreferenceLabel, timeframeLabel,
  coverageOptions, contactOptions, timeframeOptions,
  sendingLabel, successLabel, errorLabel, privacyNote, consentDisclosure
}`)

export const thankYouPageQuery = defineQuery(`*[_type == "thankYouPage" && _id == "thankYouPage"][0]{
  title, message, stepsHeading, steps[]${card}, contactHeading, ${seo}
}`)

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && route == $route][0]{
  route, title, lastUpdated, body, ${seo}
}`)

export const gtmTestPageQuery = defineQuery(`*[_type == "gtmTestPage" && _id == "gtmTestPage"][0]{
  title, intro, testEventLabel, leadEventLabel, dataLayerLabel, tagManagerLabel, loadedLabel, notLoadedLabel
}`)

// What the lead endpoint accepts: a select value edited in the page is refused.
export const leadChoicesQuery = defineQuery(`{
  "form": *[_type == "quoteForm" && _id == "quoteForm"][0]{coverageOptions, contactOptions, timeframeOptions},
  "pageCoverageTypes": *[_type == "productPage"].coverageType
}`)
