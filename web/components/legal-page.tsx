import type { Metadata } from 'next'

import { getLegalPage, getSiteSettings } from '@/lib/content'
import { formatDate } from '@/lib/format'
import { pageMetadata } from '@/lib/metadata'
import type { LegalRoute } from '@/lib/routes'

import { PortableText } from './portable-text'
import { SimplePage } from './simple-page'

export async function legalMetadata(route: LegalRoute): Promise<Metadata> {
  const { seo } = await getLegalPage(route)
  return pageMetadata(seo, `/${route}`)
}

export async function LegalPage({ route }: { route: LegalRoute }) {
  const [page, settings] = await Promise.all([getLegalPage(route), getSiteSettings()])
  return (
    <SimplePage>
      <article className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{page.title}</h1>
        <p className="mt-3 text-slate-600">
          {settings.labels.lastUpdated}:{' '}
          <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
        </p>
        <PortableText value={page.body} />
      </article>
    </SimplePage>
  )
}
