import { guideListRoute, guideLinePageParams } from '@/components/pages/guide-list-page'

const route = guideListRoute('es', guideLinePageParams)

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
