import { Award, BookOpen, LifeBuoy, Mail, MapPin, Phone } from 'lucide'
import type { ReactNode } from 'react'

import { Link } from '@/components/ui/link'
import { getGuidesPage, getOptOutPage, getSiteSettings } from '@/lib/content'
import { liveLinks } from '@/lib/content/links'
import { LANGUAGE_INFO, type Language } from '@/lib/i18n'
import { GUIDES_PATHS, OPT_OUT_PATHS, SERVICE_CENTER_PATHS } from '@/lib/routes'
import type { SiteSettingsQueryResult } from '@/sanity.types'

import { Svg } from '@/components/ui/icon'
import { Logo } from './logo'
import { OpeningHours } from './opening-hours'
import { PhoneLink } from '@/components/ui/phone-link'

type Settings = NonNullable<SiteSettingsQueryResult>

/**
 * `children` ride along inside the footer landmark: the home page's fixed mobile bar. `contactOnly` keeps to the
 * contact list, the same on every page, for a page whose weight counts (the 404).
 */
export async function SiteFooter({
  children,
  language,
  contactOnly = false,
}: {
  children?: ReactNode
  language: Language
  contactOnly?: boolean
}) {
  const [settings, guidesPage, optOutPage] = await Promise.all([
    getSiteSettings(language),
    getGuidesPage(language),
    getOptOutPage(language),
  ])
  const { footerHeadings } = settings
  const contact = (
    <Contact
      title={footerHeadings.contact}
      address={settings.address}
      phone={settings.phone}
      email={settings.email}
      clients={{ label: settings.clientsLabel, href: SERVICE_CENTER_PATHS[language] }}
      guides={{ label: guidesPage.title, href: GUIDES_PATHS[language] }}
    />
  )
  if (contactOnly) {
    return (
      <footer id="contact" aria-labelledby="contact-title" className="border-t border-slate-200 bg-slate-50">
        <div className="container-page py-10">{contact}</div>
        {children}
      </footer>
    )
  }
  return (
    <footer id="contact" aria-labelledby="contact-title" className="border-t border-slate-200 bg-slate-50">
      <div className="container-page deferred-render grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1fr_1.3fr_1fr_1fr]">
        <div className="space-y-4">
          <Logo name={settings.shortName} home={LANGUAGE_INFO[language].home} />
          {settings.tagline && <p className="text-slate-700">{settings.tagline}</p>}
          {settings.socialLinks && <SocialLinks title={footerHeadings.social} links={settings.socialLinks} />}
        </div>
        {contact}
        <Hours
          title={footerHeadings.hours}
          hours={settings.hours}
          closedLabel={settings.labels.closed}
          language={language}
        />
        {settings.awards && <Awards title={footerHeadings.awards} awards={settings.awards} />}
      </div>
      <LegalBar
        agencyName={settings.agencyName}
        links={settings.legalLinks}
        optOut={{ label: optOutPage.linkLabel, href: OPT_OUT_PATHS[language] }}
      />
      {children}
    </footer>
  )
}

function SocialLinks({ title, links }: { title: string; links: NonNullable<Settings['socialLinks']> }) {
  return (
    <div>
      <h2 className="list-heading">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((social) => (
          <li key={social.url}>
            <a href={social.url} target="_blank" rel="noopener noreferrer" className="list-link">
              {social.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

// Its heading also names the whole footer landmark (`contact-title`).
function Contact({
  title,
  address,
  phone,
  email,
  clients,
  guides,
}: {
  title: string
  address: Settings['address']
  phone: string
  email: string
  /** The service center, where existing clients find their carriers' claims lines and ask for changes. */
  clients: { label: string; href: string }
  /** The insurance guides, for anyone reading up before they call. */
  guides: { label: string; href: string }
}) {
  return (
    <div>
      <h2 id="contact-title" className="list-heading">
        {title}
      </h2>
      <ul className="mt-3 space-y-3 text-slate-700">
        <li className="flex gap-2">
          <Svg icon={MapPin} className="line-icon" />
          <address className="not-italic">
            {address.street}
            {address.suite && `, ${address.suite}`}
            <br />
            {address.city}, {address.state} {address.postalCode}
          </address>
        </li>
        <li className="flex gap-2">
          <Svg icon={Phone} className="line-icon" />
          <PhoneLink phone={phone} className="list-link" />
        </li>
        <li className="flex gap-2">
          <Svg icon={Mail} className="line-icon" />
          <a href={`mailto:${email}`} className="list-link">
            {email}
          </a>
        </li>
        <li className="flex gap-2">
          <Svg icon={LifeBuoy} className="line-icon" />
          <Link href={clients.href} className="list-link">
            {clients.label}
          </Link>
        </li>
        <li className="flex gap-2">
          <Svg icon={BookOpen} className="line-icon" />
          <Link href={guides.href} className="list-link">
            {guides.label}
          </Link>
        </li>
      </ul>
    </div>
  )
}

function Hours({
  title,
  hours,
  closedLabel,
  language,
}: {
  title: string
  hours: Settings['hours']
  closedLabel: string
  language: Language
}) {
  return (
    <div>
      <h2 className="list-heading">{title}</h2>
      <OpeningHours hours={hours} closedLabel={closedLabel} language={language} className="mt-3" />
    </div>
  )
}

function Awards({ title, awards }: { title: string; awards: NonNullable<Settings['awards']> }) {
  return (
    <div>
      <h2 className="list-heading">{title}</h2>
      <ul className="mt-3 space-y-3 text-slate-700">
        {awards.map((award) => (
          <li key={award.title} className="flex gap-2">
            <Svg icon={Award} className="line-icon" />
            <span>
              <span className="block font-medium text-slate-900">
                {award.title}
                {award.year && ` ${award.year}`}
              </span>
              <span className="block text-sm">{award.issuer}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

// The page to stop texts and calls is linked from every page, after the legal texts: anyone may need it.
function LegalBar({
  agencyName,
  links,
  optOut,
}: {
  agencyName: string
  links: Settings['legalLinks']
  optOut: { label: string; href: string }
}) {
  return (
    <div className="border-t border-slate-200">
      <div className="container-page flex flex-col gap-3 py-6 text-sm text-slate-700 sm:flex-row sm:justify-between">
        <p>© {agencyName}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {liveLinks(links).map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="legal-link">
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href={optOut.href} className="legal-link">
              {optOut.label}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  )
}
