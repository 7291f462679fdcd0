import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { TagManager, TagManagerConsent } from '@/components/analytics/tag-manager'
import { getSiteSettings } from '@/lib/content'
import { LANGUAGE_INFO, type Language } from '@/lib/i18n'
import { VISIT_START_SCRIPT } from '@/lib/delivery/attribution'
import { SITE_URL } from '@/lib/config/site-url'

import { DraftModeTools } from './draft-mode-tools'

export const documentViewport: Viewport = { themeColor: '#122660' }

/** What every page of one language inherits: the agency's name and the language of its social cards. */
export async function documentMetadata(language: Language): Promise<Metadata> {
  const settings = await getSiteSettings(language)
  return {
    metadataBase: new URL(SITE_URL),
    title: settings.agencyName,
    description: settings.tagline,
    applicationName: settings.agencyName,
    openGraph: {
      siteName: settings.agencyName,
      type: 'website',
      locale: LANGUAGE_INFO[language].openGraphLocale,
    },
  }
}

/**
 * The HTML document of one language's pages. Each language has its own root layout (app/(en), app/es), so
 * `<html lang>` is right in the prerendered HTML with no per-request work.
 */
export async function SiteDocument({ language, children }: { language: Language; children: ReactNode }) {
  const settings = await getSiteSettings(language)
  return (
    <html lang={language}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root layouts (app/(en), app/es) render this document, <head> included */}
      <head>
        <script id="visit-start" dangerouslySetInnerHTML={{ __html: VISIT_START_SCRIPT }} />
        <TagManagerConsent />
      </head>
      <body className="bg-white pb-20 font-sans text-slate-900 antialiased md:pb-0">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {settings.labels.skipToContent}
        </a>
        {children}
        <TagManager />
        <DraftModeTools />
      </body>
    </html>
  )
}
