import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page'

export const generateMetadata = () => notFoundMetadata('en')

export default function NotFound() {
  return <NotFoundPage language="en" />
}
