import { GuideListPage, guideListMetadata } from '@/components/pages/guide-list-page'

export const generateMetadata = () => guideListMetadata('es', {})

export default function SpanishGuidesPage() {
  return <GuideListPage language="es" params={{}} />
}
