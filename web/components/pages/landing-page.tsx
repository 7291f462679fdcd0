import type { Metadata } from 'next'

import { MobileQuoteBar } from '@/components/site/mobile-quote-bar'
import { SiteChrome } from '@/components/site/site-chrome'
import { getSiteSettings, getThankYouPath } from '@/lib/content'
import { liveLinks } from '@/lib/content/links'
import type { Section } from '@/lib/content/sections'
import { alternatePaths, LANGUAGE_INFO, type Language, type Translation } from '@/lib/i18n'
import { pageMetadata } from '@/lib/metadata'
import { QUOTE_FORM_ID } from '@/lib/routes'
import { PageSections } from '@/sections/page-sections'

type Page = {
  language: string | null
  navLinks: Array<{ label: string; href: string | null }> | null
  sections: Section[]
  seo: { title: string; description: string }
  translations: Translation[] | null
}

/** A page cannot be published without its search title and description; one that lacks them fails, naming it. */
export function landingPageMetadata(page: Page, path: string, language: Language): Metadata {
  if (!page.seo?.title || !page.seo.description) {
    throw new Error(
      `Content missing: the page ${path} has no title or description for search results. Fill them in and publish the page in the Studio.`,
    )
  }
  return pageMetadata(page.seo, path, {
    language,
    alternates: alternatePaths(language, path, page.translations),
  })
}

/**
 * A page built from sections in the Studio: the home page and every landing page. The top bar's Get Quote and
 * the call-to-action buttons lead to the page's own quote form, or to the home page's when it has none.
 */
export async function LandingPage({
  page,
  path,
  language,
  home = false,
}: {
  page: Page
  path: string
  language: Language
  home?: boolean
}) {
  const [settings, thankYouPath] = await Promise.all([getSiteSettings(language), getThankYouPath(language)])
  const homePath = LANGUAGE_INFO[language].home
  const hasQuoteForm = page.sections.some((section) => section._type === 'heroSection')
  const quoteFormHref = hasQuoteForm ? `#${QUOTE_FORM_ID}` : `${homePath}#${QUOTE_FORM_ID}`
  // Outside the home page, the top bar names the page too: its Get Quote is a link to this page's form.
  const topBarQuoteHref = hasQuoteForm && !home ? `${path}${quoteFormHref}` : quoteFormHref
  return (
    <SiteChrome
      language={language}
      alternates={alternatePaths(language, path, page.translations)}
      pageType={home ? 'home' : 'landing'}
      navLinks={liveLinks(page.navLinks)}
      quoteHref={topBarQuoteHref}
      mainClassName="pt-16"
      footerExtra={
        home && (
          <MobileQuoteBar
            phone={settings.phone}
            callLabel={settings.callLabel}
            getQuoteLabel={settings.getQuoteLabel}
          />
        )
      }
    >
      <PageSections
        sections={page.sections}
        where={home ? 'the home page' : `the page ${path}`}
        page={{ path, quoteFormHref, language, thankYouPath }}
      />
    </SiteChrome>
  )
}
