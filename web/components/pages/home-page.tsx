import type { Metadata } from 'next'

import { AgencyJsonLd } from '@/components/site/agency-json-ld'
import { getHomePage } from '@/lib/content'
import { LANGUAGE_INFO, type Language } from '@/lib/i18n'

import { LandingPage, landingPageMetadata } from './landing-page'

export async function homeMetadata(language: Language): Promise<Metadata> {
  return landingPageMetadata(await getHomePage(language), LANGUAGE_INFO[language].home, language)
}

/** The home page of one language, with the agency's structured data for local search. */
export async function HomePage({ language }: { language: Language }) {
  return (
    <>
      <LandingPage
        page={await getHomePage(language)}
        path={LANGUAGE_INFO[language].home}
        language={language}
        home
      />
      <AgencyJsonLd language={language} />
    </>
  )
}
