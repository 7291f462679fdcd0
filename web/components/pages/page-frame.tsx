import Link from 'next/link'
import type { ReactNode } from 'react'

import { getSiteSettings } from '@/lib/content'
import { LANGUAGE_INFO, type Language } from '@/lib/i18n'
import { QUOTE_FORM_ID } from '@/lib/routes'
import type { PageType } from '@/lib/web-vitals'

import { LanguageSwitcher } from '@/components/site/language-switcher'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'

/** Frame of the pages outside the sales funnel (thank-you, legal, 404, tag manager test). */
export async function SimplePage({
  children,
  language,
  alternates,
  backHome = true,
  pageType,
}: {
  children: ReactNode
  language: Language
  /** What the page is, for the Web Vitals reports. */
  pageType: PageType
  /** The page's address in each language it exists in. */
  alternates: Partial<Record<Language, string>>
  backHome?: boolean
}) {
  const settings = await getSiteSettings(language)
  const home = LANGUAGE_INFO[language].home
  return (
    <>
      <SiteHeader
        name={settings.shortName}
        home={home}
        links={[]}
        cta={{ label: settings.getQuoteLabel, href: `${home}#${QUOTE_FORM_ID}` }}
        switcher={<LanguageSwitcher language={language} alternates={alternates} />}
        language={language}
      />
      <main
        id="main"
        tabIndex={-1}
        data-page-type={pageType}
        className="container-page pt-28 pb-20 outline-none"
      >
        {children}
        {backHome && (
          <p className="mt-12">
            <Link href={home} className="button-secondary gap-2 px-5 py-3">
              <span aria-hidden="true">←</span> {settings.backHomeLabel}
            </Link>
          </p>
        )}
      </main>
      <SiteFooter language={language} />
    </>
  )
}
