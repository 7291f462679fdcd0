import { GuidePage, guideMetadata } from '@/components/pages/guide-page'
import { getGuideSlugs } from '@/lib/content'

type Props = { params: Promise<{ slug: string }> }

// Every guide published at build time is prerendered; one published later is rendered on its first visit and
// cached the same way, until a webhook names its type.
export async function generateStaticParams() {
  const slugs = await getGuideSlugs('es')
  return slugs.map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props) {
  return guideMetadata('es', (await params).slug)
}

export default async function SpanishGuideRoute({ params }: Props) {
  return <GuidePage language="es" slug={(await params).slug} />
}
