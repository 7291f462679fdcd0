import { IntakePage, intakeMetadata } from '@/components/pages/intake-page'

// Drawn per request from the visitor's cookie, with no static shell: a browser without JavaScript gets the whole page.
export const instant = false

export const generateMetadata = () => intakeMetadata('es')

export default function SpanishIntakePage() {
  return <IntakePage language="es" />
}
