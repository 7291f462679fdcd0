import { guideListRoute, guidePageParams } from '@/components/pages/guide-list-page'

const route = guideListRoute('es', guidePageParams)

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
