import { LegalPage, legalMetadata } from '@/components/pages/legal-page'

export const generateMetadata = () => legalMetadata('en', 'privacy-policy')

export default function PrivacyPolicyPage() {
  return <LegalPage language="en" slug="privacy-policy" />
}
