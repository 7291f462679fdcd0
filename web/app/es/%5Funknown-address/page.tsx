import { notFound } from 'next/navigation'

// The language's 404 page, prerendered with status 404 and kept fresh like every page: the proxy answers each
// address no page has with it, so a made-up address costs no render (proxy.ts).
// The page is nothing but its not-found boundary, so `next dev` cannot check an instant static shell of its own:
// opted out, or each visit logs that the check could not run.
export const instant = false

export default function UnknownAddress() {
  notFound()
}
