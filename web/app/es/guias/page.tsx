import { guideListRoute } from '@/components/pages/guide-list-page'

const route = guideListRoute('es')

export const generateMetadata = route.generateMetadata
export default route.Page
