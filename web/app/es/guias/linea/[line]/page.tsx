import { GuideListPage, guideListMetadata, guideLineParams } from '@/components/pages/guide-list-page'

type Props = { params: Promise<{ line: string }> }

export const generateStaticParams = () => guideLineParams('es')

export async function generateMetadata({ params }: Props) {
  return guideListMetadata('es', await params)
}

export default async function SpanishLineGuides({ params }: Props) {
  return <GuideListPage language="es" params={await params} />
}
