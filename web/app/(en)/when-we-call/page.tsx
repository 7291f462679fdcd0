import { CallTimePage, callTimeMetadata } from '@/components/pages/call-time-page'

// Drawn per request from the visitor's cookie, with no static shell: a browser without JavaScript gets the whole page.
export const instant = false

export const generateMetadata = () => callTimeMetadata('en')

export default async function EnglishCallTimePage({
  searchParams,
}: {
  searchParams: Promise<{ problem?: string | string[] }>
}) {
  const { problem } = await searchParams
  return <CallTimePage language="en" problem={typeof problem === 'string' ? problem : undefined} />
}
