import { GuideListPage, guideListMetadata, guidePageParams } from '@/components/pages/guide-list-page'

type Props = { params: Promise<{ page: string }> }

export const generateStaticParams = () => guidePageParams('en')

export async function generateMetadata({ params }: Props) {
  return guideListMetadata('en', await params)
}

export default async function EnglishGuidesPage({ params }: Props) {
  return <GuideListPage language="en" params={await params} />
}
