import { guideListRoute, guideLineParams } from '@/components/pages/guide-list-page'

const route = guideListRoute('es', guideLineParams)

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
