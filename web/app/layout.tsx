import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { DraftModeTools } from '@/components/draft-mode-tools'
import { TagManager, TagManagerConsent } from '@/components/tag-manager'
import { getSiteSettings } from '@/lib/content'
import { VISIT_START_SCRIPT } from '@/lib/lead/attribution'
import { SITE_URL } from '@/lib/site-url'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(SITE_URL),
    title: settings.agencyName,
    description: settings.tagline,
    applicationName: settings.agencyName,
    openGraph: { siteName: settings.agencyName, type: 'website', locale: 'en_US' },
  }
}

export const viewport: Viewport = { themeColor: '#122660' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="en">
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
