import { ServiceCenterPage, serviceCenterMetadata } from '@/components/pages/service-center-page'

export const generateMetadata = () => serviceCenterMetadata('en')

export default function EnglishServiceCenterPage() {
  return <ServiceCenterPage language="en" />
}
