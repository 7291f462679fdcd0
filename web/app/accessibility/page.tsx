import { LegalPage, legalMetadata } from '@/components/legal-page'

export const generateMetadata = () => legalMetadata('accessibility')

export default function AccessibilityPage() {
  return <LegalPage route="accessibility" />
}
