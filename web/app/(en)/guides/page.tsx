import { GuideListPage, guideListMetadata } from '@/components/pages/guide-list-page'

export const generateMetadata = () => guideListMetadata('en', {})

export default function EnglishGuidesPage() {
  return <GuideListPage language="en" params={{}} />
}
