import { ThankYouPage, thankYouMetadata } from '@/components/pages/thank-you-page'

export const generateMetadata = () => thankYouMetadata('en')

export default function EnglishThankYouPage() {
  return <ThankYouPage language="en" />
}
