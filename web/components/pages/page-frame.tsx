import type { ReactNode } from 'react'

import { SiteChrome } from '@/components/site/site-chrome'
import { Link } from '@/components/ui/link'
import { getSiteSettings } from '@/lib/content'
import { LANGUAGE_INFO, type Language } from '@/lib/i18n'
import type { PageType } from '@/lib/analytics/web-vitals'

/** The frame of the pages outside the landing pages (thank-you, legal, guides, 404…): content in the page's column. */
export async function PageFrame({
  children,
  language,
  alternates,
  backHome = true,
  pageType,
  quoteHref,
  footer,
}: {
  children: ReactNode
  language: Language
  /** What the page is, for the Web Vitals reports. */
  pageType: PageType
  /** The page's address in each language it exists in. */
  alternates: Partial<Record<Language, string>>
  backHome?: boolean
  /** Where the header's Get Quote leads when the page has a quote form of its own. */
  quoteHref?: string
  footer?: 'full' | 'contact'
}) {
  const settings = await getSiteSettings(language)
  const home = LANGUAGE_INFO[language].home
  return (
    <SiteChrome
      language={language}
      alternates={alternates}
      pageType={pageType}
      quoteHref={quoteHref}
      footer={footer}
      mainClassName="container-page pt-28 pb-20"
    >
      {children}
      {backHome && (
        <p className="mt-12">
          <Link href={home} className="button-secondary gap-2 px-5 py-3">
            <span aria-hidden="true">←</span> {settings.backHomeLabel}
          </Link>
        </p>
      )}
    </SiteChrome>
  )
}
