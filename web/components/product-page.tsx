import type { Metadata } from 'next'

import { getProductPage, getQuoteForm, getSiteSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'
import type { ProductRoute } from '@/lib/routes'
import { QUOTE_FORM_ID } from '@/lib/routes'

import { CardSection } from './card-section'
import { CoverageGuide } from './coverage-guide'
import { CtaBand } from './cta-band'
import { DiscountsSection } from './discounts-section'
import { ProductHero } from './product-hero'
import { SharedSections } from './shared-sections'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { StatsSection } from './stats-section'

export async function productMetadata(route: ProductRoute): Promise<Metadata> {
  const { seo } = await getProductPage(route)
  return pageMetadata(seo, `/${route}`)
}

/** The shared layout of the four product pages; which extra sections show depends on the page's content. */
export async function ProductPage({ route }: { route: ProductRoute }) {
  const [page, settings, formLabels] = await Promise.all([
    getProductPage(route),
    getSiteSettings(),
    getQuoteForm(),
  ])
  return (
    <>
      <SiteHeader
        name={settings.shortName}
        links={page.navLinks}
        cta={{ label: settings.getQuoteLabel, href: `/${route}#${QUOTE_FORM_ID}` }}
      />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <ProductHero page={page} formLabels={formLabels} leadInbox={settings.leadEmail} />
        <CardSection id="benefits" heading={page.benefits.heading} cards={page.benefits.cards} />
        <CardSection
          id="coverage"
          heading={page.coverage.heading}
          cards={page.coverage.cards}
          tone="tinted"
        />
        {page.stats && <StatsSection stats={page.stats} />}
        {page.discounts && <DiscountsSection discounts={page.discounts} />}
        {page.coverageGuide && <CoverageGuide guide={page.coverageGuide} />}
        <CtaBand cta={page.cta} phone={settings.phone} />
        <SharedSections />
      </main>
      <SiteFooter />
    </>
  )
}
