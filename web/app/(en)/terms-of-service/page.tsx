import { LegalPage, legalMetadata } from '@/components/pages/legal-page'

export const generateMetadata = () => legalMetadata('en', 'terms-of-service')

export default function TermsOfServicePage() {
  return <LegalPage language="en" slug="terms-of-service" />
}
