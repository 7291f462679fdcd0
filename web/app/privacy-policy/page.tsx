import { LegalPage, legalMetadata } from '@/components/legal-page'

export const generateMetadata = () => legalMetadata('privacy-policy')

export default function PrivacyPolicyPage() {
  return <LegalPage route="privacy-policy" />
}
