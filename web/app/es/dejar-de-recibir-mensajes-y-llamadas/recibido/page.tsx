import { OptOutSentPage, optOutSentMetadata } from '@/components/pages/opt-out-page'

export const generateMetadata = () => optOutSentMetadata('es')

export default function SpanishOptOutSentPage() {
  return <OptOutSentPage language="es" />
}
