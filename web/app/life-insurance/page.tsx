import { ProductPage, productMetadata } from '@/components/product-page'

export const generateMetadata = () => productMetadata('life-insurance')

export default function LifeInsurancePage() {
  return <ProductPage route="life-insurance" />
}
