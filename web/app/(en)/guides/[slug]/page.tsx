import { GuidePage, guideMetadata } from '@/components/pages/guide-page'
import { getGuideSlugs } from '@/lib/content'

type Props = { params: Promise<{ slug: string }> }

// Every guide published at build time is prerendered; one published later is rendered on its first visit and
// cached the same way, until a webhook names its type.
export async function generateStaticParams() {
  const slugs = await getGuideSlugs('en')
  return slugs.map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props) {
  return guideMetadata('en', (await params).slug)
}

export default async function EnglishGuideRoute({ params }: Props) {
  return <GuidePage language="en" slug={(await params).slug} />
}
