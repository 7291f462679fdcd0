import type { ReactNode } from 'react'

import { getSiteSettings } from '@/lib/content'
import { LANGUAGE_INFO, type Language } from '@/lib/i18n'
import { QUOTE_FORM_ID, SERVICE_CENTER_PATHS } from '@/lib/routes'
import type { PageType } from '@/lib/analytics/web-vitals'

import { LanguageSwitcher } from './language-switcher'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * What every page has around its content: the header with its language switcher, the main landmark the skip link
 * leads to, and the footer.
 */
export async function SiteChrome({
  language,
  alternates,
  pageType,
  navLinks = [],
  quoteHref,
  mainClassName,
  footerExtra,
  footer = 'full',
  children,
}: {
  language: Language
  /** The page's address in each language it exists in. */
  alternates: Partial<Record<Language, string>>
  /** What the page is, for the Web Vitals reports. */
  pageType: PageType
  navLinks?: { label: string; href: string }[]
  /** Where the header's Get Quote leads: the home page's quote form unless the page has its own. */
  quoteHref?: string
  mainClassName: string
  footerExtra?: ReactNode
  /**
   * The whole footer, or only its contact list (phone, email, service center…), which every page carries in the same
   * place, after its content: the 404 page keeps to that.
   */
  footer?: 'full' | 'contact'
  children: ReactNode
}) {
  const settings = await getSiteSettings(language)
  const home = LANGUAGE_INFO[language].home
  return (
    <>
      <SiteHeader
        name={settings.shortName}
        home={home}
        links={navLinks}
        cta={{ label: settings.getQuoteLabel, href: quoteHref ?? `${home}#${QUOTE_FORM_ID}` }}
        clients={{
          label: settings.clientsLabel,
          href: SERVICE_CENTER_PATHS[language],
          current: pageType === 'service',
        }}
        switcher={<LanguageSwitcher language={language} alternates={alternates} />}
        language={language}
      />
      <main id="main" tabIndex={-1} data-page-type={pageType} className={`${mainClassName} outline-none`}>
        {children}
      </main>
      <SiteFooter language={language} contactOnly={footer === 'contact'}>
        {footerExtra}
      </SiteFooter>
    </>
  )
}
