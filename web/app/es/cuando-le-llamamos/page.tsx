import { CallTimePage, callTimeMetadata } from '@/components/pages/call-time-page'

// Drawn per request from the visitor's cookie, with no static shell: a browser without JavaScript gets the whole page.
export const instant = false

export const generateMetadata = () => callTimeMetadata('es')

export default async function SpanishCallTimePage({
  searchParams,
}: {
  searchParams: Promise<{ problem?: string | string[] }>
}) {
  const { problem } = await searchParams
  return <CallTimePage language="es" problem={typeof problem === 'string' ? problem : undefined} />
}
