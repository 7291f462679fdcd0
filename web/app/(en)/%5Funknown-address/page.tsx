import { notFound } from 'next/navigation'

// The language's 404 page, prerendered with status 404 and kept fresh like every page: the proxy answers each
// address no page has with it, so a made-up address costs no render (proxy.ts).
export default function UnknownAddress() {
  notFound()
}
