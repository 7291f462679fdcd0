import type { Metadata } from 'next'

import { Link } from '@/components/ui/link'
import { PhoneLink } from '@/components/ui/phone-link'
import { getHomePage, getSiteSettings } from '@/lib/content'
import { liveLinks } from '@/lib/content/links'
import { LANGUAGE_INFO, type Language } from '@/lib/i18n'

import { PageFrame } from './page-frame'

/** The 404 page's tab title, so a visitor with several tabs open, and a screen reader, hear what happened. */
export async function notFoundMetadata(language: Language): Promise<Metadata> {
  const settings = await getSiteSettings(language)
  return { title: { absolute: `${settings.notFound.title} | ${settings.agencyName}` } }
}

/** The site's 404 page in one language: links home, to the product pages and the phone number. */
export async function NotFoundPage({ language }: { language: Language }) {
  const [settings, home] = await Promise.all([getSiteSettings(language), getHomePage(language)])
  const homePath = LANGUAGE_INFO[language].home
  // The home hero's buttons to the product pages: the pages a lost visitor most likely wanted.
  const quoteButtons = home.sections.flatMap((section) =>
    section._type === 'heroSection' ? liveLinks(section.quoteButtons) : [],
  )
  const links = [{ label: settings.backHomeLabel, href: homePath }, ...quoteButtons]
  return (
    // Next sends this page inside the payload of every page under its boundary, so it keeps to the header and what
    // a lost visitor needs: where to go, the phone, and the footer's contact list where every page has it.
    <PageFrame language={language} alternates={{}} backHome={false} pageType="not-found" footer="contact">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">
          {settings.notFound.title}
        </h1>
        <p className="lead">{settings.notFound.text}</p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="button-secondary w-full justify-between px-5 py-3">
                {link.label} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <PhoneLink
            phone={settings.phone}
            className="text-xl font-bold text-brand-700 underline underline-offset-4"
          />
        </p>
      </div>
    </PageFrame>
  )
}

// The boundaries (`not-found.tsx`) sit only on the segments that can call `notFound()`: the proxy's 404 routes, the
// editor-made pages and the guides. At a root layout, Next would send this page inside every page's payload.
export const EnglishNotFound = () => <NotFoundPage language="en" />
export const englishNotFoundMetadata = () => notFoundMetadata('en')
export const SpanishNotFound = () => <NotFoundPage language="es" />
export const spanishNotFoundMetadata = () => notFoundMetadata('es')
