import { IntakePage, intakeMetadata } from '@/components/pages/intake-page'

// Drawn per request from the visitor's cookie, with no static shell: a browser without JavaScript gets the whole page.
export const instant = false

export const generateMetadata = () => intakeMetadata('en')

export default function EnglishIntakePage() {
  return <IntakePage language="en" />
}
