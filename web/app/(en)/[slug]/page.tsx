import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { LandingPage, landingPageMetadata } from '@/components/pages/landing-page'
import { getMovedPage, getPage, getPageSlugs } from '@/lib/content'

type Props = { params: Promise<{ slug: string }> }

// Every page published at build time is prerendered; one published later is rendered on its first visit and
// cached the same way, until a webhook names its type.
export async function generateStaticParams() {
  return (await getPageSlugs('en')).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = await getPage('en', slug)
  return page ? landingPageMetadata(page, `/${slug}`, 'en') : {}
}

export default async function LandingPageRoute({ params }: Props) {
  const { slug } = await params
  const page = await getPage('en', slug)
  if (!page) {
    const movedTo = await getMovedPage('en', slug)
    if (movedTo) permanentRedirect(`/${movedTo}`)
    notFound()
  }
  return <LandingPage page={page} path={`/${slug}`} language="en" />
}
