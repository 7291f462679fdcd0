import { HomePage, homeMetadata } from '@/components/pages/home-page'

export const generateMetadata = () => homeMetadata('es')

export default function SpanishHomePage() {
  return <HomePage language="es" />
}
