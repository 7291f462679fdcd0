import { GuideListPage, guideListMetadata, guideLinePageParams } from '@/components/pages/guide-list-page'

type Props = { params: Promise<{ line: string; page: string }> }

export const generateStaticParams = () => guideLinePageParams('en')

export async function generateMetadata({ params }: Props) {
  return guideListMetadata('en', await params)
}

export default async function EnglishLineGuidesPage({ params }: Props) {
  return <GuideListPage language="en" params={await params} />
}
