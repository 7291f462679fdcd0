import { IntakePage, intakeMetadata } from '@/components/pages/intake-page'

// Drawn per request from the visitor's cookie, with no static shell: a browser without JavaScript gets the whole page.
export const instant = false

type Props = { params: Promise<{ step: string }> }

export const generateMetadata = async ({ params }: Props) => intakeMetadata('en', (await params).step)

export default async function EnglishIntakeStepPage({ params }: Props) {
  return <IntakePage language="en" step={(await params).step} />
}
