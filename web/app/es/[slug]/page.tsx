import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { LandingPage, landingPageMetadata } from '@/components/pages/landing-page'
import { LegalPage, legalMetadata } from '@/components/pages/legal-page'
import { ThankYouPage, thankYouMetadata } from '@/components/pages/thank-you-page'
import { getAddressSlugs, getAddressType, getMovedPage, getPage } from '@/lib/content'
import { pathIn } from '@/lib/i18n'

type Props = { params: Promise<{ slug: string }> }

// The Spanish site keeps every page one level under /es, each at the address the office manager gave it: landing
// pages, legal pages and the thank-you page alike. All are prerendered; one published later is rendered on its
// first visit and cached the same way.
export async function generateStaticParams() {
  return (await getAddressSlugs('es')).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  switch (await getAddressType('es', slug)) {
    case 'page': {
      const page = await getPage('es', slug)
      return page ? landingPageMetadata(page, pathIn('es', slug), 'es') : {}
    }
    case 'legalPage':
      return legalMetadata('es', slug)
    case 'thankYouPage':
      return thankYouMetadata('es')
    default:
      return {}
  }
}

export default async function SpanishPageRoute({ params }: Props) {
  const { slug } = await params
  switch (await getAddressType('es', slug)) {
    case 'page': {
      const page = await getPage('es', slug)
      if (page) return <LandingPage page={page} path={pathIn('es', slug)} language="es" />
      break
    }
    case 'legalPage':
      return <LegalPage language="es" slug={slug} />
    case 'thankYouPage':
      return <ThankYouPage language="es" />
  }
  const movedTo = await getMovedPage('es', slug)
  if (movedTo) permanentRedirect(pathIn('es', movedTo))
  notFound()
}
