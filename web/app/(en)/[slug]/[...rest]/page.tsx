import { notFound } from 'next/navigation'

// No page lives deeper than one level: any longer address is the site's 404 page, in its language's layout.
export default function DeeperAddress() {
  notFound()
}
