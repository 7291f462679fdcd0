import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { getSiteSettings } from '@/lib/content'

import { inter } from './fonts'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: settings.agencyName, description: settings.tagline }
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  )
}
