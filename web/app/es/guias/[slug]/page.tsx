import { guideRoute } from '@/components/pages/guide-page'

const route = guideRoute('es')

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
