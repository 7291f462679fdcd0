import { OptOutPage, optOutMetadata } from '@/components/pages/opt-out-page'

export const generateMetadata = () => optOutMetadata('en')

export default function EnglishOptOutPage() {
  return <OptOutPage language="en" />
}
