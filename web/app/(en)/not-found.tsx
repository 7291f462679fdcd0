import { NotFoundView, notFoundMetadata } from '@/components/pages/not-found-page'

export const generateMetadata = () => notFoundMetadata('en')

export default function NotFound() {
  return <NotFoundView language="en" />
}
