import { ProductPage, productMetadata } from '@/components/product-page'

export const generateMetadata = () => productMetadata('auto-insurance')

export default function AutoInsurancePage() {
  return <ProductPage route="auto-insurance" />
}
