import type { Metadata } from 'next'

import { AgencyJsonLd } from '@/components/agency-json-ld'
import { CardSection } from '@/components/card-section'
import { HomeHero } from '@/components/home-hero'
import { MobileQuoteBar } from '@/components/mobile-quote-bar'
import { SharedSections } from '@/components/shared-sections'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { getHomePage, getQuoteForm, getSiteSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'
import { QUOTE_FORM_ID } from '@/lib/routes'

export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await getHomePage()
  return pageMetadata(seo, '/')
}

export default async function HomePage() {
  const [settings, page, formLabels] = await Promise.all([getSiteSettings(), getHomePage(), getQuoteForm()])
  return (
    <>
      <SiteHeader
        name={settings.shortName}
        links={settings.homeAnchors}
        cta={{ label: settings.getQuoteLabel, href: `#${QUOTE_FORM_ID}` }}
      />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <HomeHero hero={page.hero} formLabels={formLabels} leadInbox={settings.leadEmail} />
        <CardSection id="services" heading={page.services.heading} cards={page.services.cards} columns={4} />
        <CardSection
          id="specialty"
          heading={page.specialty.heading}
          cards={page.specialty.cards}
          tone="tinted"
        />
        <SharedSections />
      </main>
      <SiteFooter>
        <MobileQuoteBar
          phone={settings.phone}
          callLabel={settings.callLabel}
          getQuoteLabel={settings.getQuoteLabel}
        />
      </SiteFooter>
      <AgencyJsonLd />
    </>
  )
}
