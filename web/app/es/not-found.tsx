import { NotFoundView, notFoundMetadata } from '@/components/not-found-view'

export const generateMetadata = () => notFoundMetadata('es')

export default function NotFound() {
  return <NotFoundView language="es" />
}
