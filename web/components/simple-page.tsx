import Link from 'next/link'
import type { ReactNode } from 'react'

import { getSiteSettings } from '@/lib/content'
import { QUOTE_FORM_ID } from '@/lib/routes'

import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Frame of the pages outside the sales funnel (thank-you, legal, 404, tag manager test). */
export async function SimplePage({ children, backHome = true }: { children: ReactNode; backHome?: boolean }) {
  const settings = await getSiteSettings()
  return (
    <>
      <SiteHeader
        name={settings.shortName}
        links={[]}
        cta={{ label: settings.getQuoteLabel, href: `/#${QUOTE_FORM_ID}` }}
      />
      <main id="main" tabIndex={-1} className="container-page pt-28 pb-20 outline-none">
        {children}
        {backHome && (
          <p className="mt-12">
            <Link href="/" className="button-secondary gap-2 px-5 py-3">
              <span aria-hidden="true">←</span> {settings.backHomeLabel}
            </Link>
          </p>
        )}
      </main>
      <SiteFooter />
    </>
  )
}
