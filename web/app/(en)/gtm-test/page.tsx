import type { Metadata } from 'next'

import { GtmTester } from '@/components/analytics/gtm-tester'
import { PageFrame } from '@/components/pages/page-frame'
import { getGtmTestPage } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { title, intro } = await getGtmTestPage()
  return pageMetadata({ title, description: intro }, '/gtm-test', {
    language: 'en',
    alternates: { en: '/gtm-test' },
    index: false,
  })
}

export default async function GtmTestPage() {
  const page = await getGtmTestPage()
  return (
    <PageFrame language="en" alternates={{ en: '/gtm-test' }} pageType="tool">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{page.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{page.intro}</p>
      <GtmTester labels={page} />
    </PageFrame>
  )
}
