import { getSiteSettings } from '@/lib/content'
import { SITE_URL } from '@/lib/site-url'

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
export async function AgencyJsonLd() {
  const settings = await getSiteSettings()
  const { address } = settings
  const data = {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name: settings.agencyName,
    url: SITE_URL,
    telephone: settings.phone,
    email: settings.email,
    foundingDate: String(settings.foundedYear),
    knowsLanguage: settings.languages,
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
