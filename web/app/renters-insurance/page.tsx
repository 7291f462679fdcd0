import { ProductPage, productMetadata } from '@/components/product-page'

export const generateMetadata = () => productMetadata('renters-insurance')

export default function RentersInsurancePage() {
  return <ProductPage route="renters-insurance" />
}
