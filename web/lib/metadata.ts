import type { Metadata } from 'next'

type Seo = { title: string; description: string }

// The card drawn by app/share-image/route.tsx.
const SHARE_IMAGE = { url: '/share-image', width: 1200, height: 630, type: 'image/png' }

/** Title, description, canonical URL and social cards of one page; `index: false` keeps it out of search. */
export function pageMetadata(seo: Seo, path: string, { index = true }: { index?: boolean } = {}): Metadata {
  return {
    title: { absolute: seo.title },
    description: seo.description,
    alternates: { canonical: path },
    openGraph: {
      title: seo.title,
      description: seo.description,
      url: path,
      type: 'website',
      locale: 'en_US',
      images: [SHARE_IMAGE],
    },
    twitter: {
      card: 'summary_large_image',
      title: seo.title,
      description: seo.description,
      images: [SHARE_IMAGE],
    },
    ...(index ? {} : { robots: { index: false, follow: false } }),
  }
}
