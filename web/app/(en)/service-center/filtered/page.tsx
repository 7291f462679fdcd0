import { ServiceCenterPage, serviceCenterMetadata } from '@/components/pages/service-center-page'
import type { FilterQuery } from '@/components/service-center/filter-carriers'

// /service-center?line=…&q=… is rewritten here (proxy.ts), so the unfiltered page stays prerendered. The
// query is read before anything renders, without a Suspense fallback: a visitor without JavaScript gets the
// filtered list in the HTML. Such a page has no static shell, which is what this opts out of checking.
export const instant = false

export const generateMetadata = () => serviceCenterMetadata('en')

export default async function EnglishFilteredServiceCenterPage({
  searchParams,
}: {
  searchParams: Promise<FilterQuery>
}) {
  const filter = await searchParams
  return <ServiceCenterPage language="en" filter={filter} />
}
