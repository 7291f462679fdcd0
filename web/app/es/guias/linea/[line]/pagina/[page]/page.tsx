import { GuideListPage, guideListMetadata, guideLinePageParams } from '@/components/pages/guide-list-page'

type Props = { params: Promise<{ line: string; page: string }> }

export const generateStaticParams = () => guideLinePageParams('es')

export async function generateMetadata({ params }: Props) {
  return guideListMetadata('es', await params)
}

export default async function SpanishLineGuidesPage({ params }: Props) {
  return <GuideListPage language="es" params={await params} />
}
