import { LegalPage, legalMetadata } from '@/components/legal-page'

export const generateMetadata = () => legalMetadata('terms-of-service')

export default function TermsOfServicePage() {
  return <LegalPage route="terms-of-service" />
}
