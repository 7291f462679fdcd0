import { HomePage, homeMetadata } from '@/components/home-page'

export const generateMetadata = () => homeMetadata('es')

export default function SpanishHomePage() {
  return <HomePage language="es" />
}
