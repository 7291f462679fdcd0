import { GuideListPage, guideListMetadata, guideLineParams } from '@/components/pages/guide-list-page'

type Props = { params: Promise<{ line: string }> }

export const generateStaticParams = () => guideLineParams('en')

export async function generateMetadata({ params }: Props) {
  return guideListMetadata('en', await params)
}

export default async function EnglishLineGuides({ params }: Props) {
  return <GuideListPage language="en" params={await params} />
}
