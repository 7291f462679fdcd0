import { OptOutSentPage, optOutSentMetadata } from '@/components/pages/opt-out-page'

export const generateMetadata = () => optOutSentMetadata('en')

export default function EnglishOptOutSentPage() {
  return <OptOutSentPage language="en" />
}
