import { OptOutPage, optOutMetadata } from '@/components/pages/opt-out-page'

export const generateMetadata = () => optOutMetadata('es')

export default function SpanishOptOutPage() {
  return <OptOutPage language="es" />
}
