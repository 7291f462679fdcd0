import { ServiceCenterPage, serviceCenterMetadata } from '@/components/pages/service-center-page'
import type { FilterQuery } from '@/components/service-center/filter-carriers'

// /es/centro-de-servicio?line=…&q=… is rewritten here (proxy.ts): see app/(en)/service-center/filtered.
export const instant = false

export const generateMetadata = () => serviceCenterMetadata('es')

export default async function SpanishFilteredServiceCenterPage({
  searchParams,
}: {
  searchParams: Promise<FilterQuery>
}) {
  const filter = await searchParams
  return <ServiceCenterPage language="es" filter={filter} />
}
