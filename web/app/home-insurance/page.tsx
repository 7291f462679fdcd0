import { ProductPage, productMetadata } from '@/components/product-page'

export const generateMetadata = () => productMetadata('home-insurance')

export default function HomeInsurancePage() {
  return <ProductPage route="home-insurance" />
}
