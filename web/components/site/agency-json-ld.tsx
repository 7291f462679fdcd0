import { getSiteSettings } from '@/lib/content'
import { LANGUAGE_INFO, type Language } from '@/lib/i18n'
import { absoluteUrl } from '@/lib/config/site-url'

const SCHEMA_DAYS: Record<string, string> = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
}

/** schema.org InsuranceAgency for local search; no self-awarded review stars (search engines ignore them). */
export async function AgencyJsonLd({ language }: { language: Language }) {
  const settings = await getSiteSettings(language)
  const { address } = settings
  const data = {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name: settings.agencyName,
    url: absoluteUrl(LANGUAGE_INFO[language].home),
    telephone: settings.phone,
    email: settings.email,
    foundingDate: String(settings.foundedYear),
    knowsLanguage: settings.languages,
    // The staff answer the phone in both languages.
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: settings.phone,
      contactType: 'customer service',
      availableLanguage: settings.languages,
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.street, address.suite].filter(Boolean).join(', '),
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: 'US',
    },
    openingHoursSpecification: settings.hours
      .filter((entry) => !entry.closed && entry.opens && entry.closes)
      .map((entry) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: SCHEMA_DAYS[entry.day],
        opens: entry.opens,
        closes: entry.closes,
      })),
    sameAs: settings.socialLinks?.map((social) => social.url) ?? [],
  }
  // "<" is escaped so no content can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
