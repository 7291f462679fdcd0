import { NotFoundView, notFoundMetadata } from '@/components/not-found-view'

export const generateMetadata = () => notFoundMetadata('en')

export default function NotFound() {
  return <NotFoundView language="en" />
}
