import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page'

export const generateMetadata = () => notFoundMetadata('es')

export default function NotFound() {
  return <NotFoundPage language="es" />
}
