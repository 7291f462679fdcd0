import { ServiceCenterPage, serviceCenterMetadata } from '@/components/pages/service-center-page'

export const generateMetadata = () => serviceCenterMetadata('es')

export default function SpanishServiceCenterPage() {
  return <ServiceCenterPage language="es" />
}
