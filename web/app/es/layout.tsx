import type { ReactNode } from 'react'

import { documentMetadata, documentViewport, SiteDocument } from '@/components/site/site-document'

import '../globals.css'

export const generateMetadata = () => documentMetadata('es')
export const viewport = documentViewport

export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument language="es">{children}</SiteDocument>
}
