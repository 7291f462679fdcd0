import { GuideListPage, guideListMetadata, guidePageParams } from '@/components/pages/guide-list-page'

type Props = { params: Promise<{ page: string }> }

export const generateStaticParams = () => guidePageParams('es')

export async function generateMetadata({ params }: Props) {
  return guideListMetadata('es', await params)
}

export default async function SpanishGuidesPage({ params }: Props) {
  return <GuideListPage language="es" params={await params} />
}
