import type { ReactNode } from 'react'

import { documentMetadata, documentViewport, SiteDocument } from '@/components/site/site-document'

import '../globals.css'

export const generateMetadata = () => documentMetadata('en')
export const viewport = documentViewport

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument language="en">{children}</SiteDocument>
}
