import { LegalPage, legalMetadata } from '@/components/legal-page'

export const generateMetadata = () => legalMetadata('en', 'accessibility')

export default function AccessibilityPage() {
  return <LegalPage language="en" slug="accessibility" />
}
