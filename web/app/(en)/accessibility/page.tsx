import { LegalPage, legalMetadata } from '@/components/pages/legal-page'

export const generateMetadata = () => legalMetadata('en', 'accessibility')

export default function AccessibilityPage() {
  return <LegalPage language="en" slug="accessibility" />
}
