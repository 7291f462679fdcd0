import type { Metadata } from 'next'

import { PortableText } from '@/components/ui/portable-text'
import { getLegalPage, getSiteSettings } from '@/lib/content'
import { formatDate } from '@/lib/format'
import { alternatePaths, pathIn, type Language } from '@/lib/i18n'
import { pageMetadata } from '@/lib/metadata'

import { PageFrame } from './page-frame'

export async function legalMetadata(language: Language, slug: string): Promise<Metadata> {
  const page = await getLegalPage(language, slug)
  const path = pathIn(language, slug)
  return pageMetadata(page.seo, path, {
    language,
    alternates: alternatePaths(language, path, page.translations),
  })
}

const PRIVACY_POLICY = pathIn('en', 'privacy-policy')

/** The privacy policy is the legal page at /privacy-policy, and its translations. */
const isPrivacyPolicy = (
  language: Language,
  slug: string,
  translations: Array<{ language: string | null; path: string | null }> | null,
) =>
  (language === 'en'
    ? pathIn('en', slug)
    : translations?.find((translation) => translation.language === 'en')?.path) === PRIVACY_POLICY

export async function LegalPage({ language, slug }: { language: Language; slug: string }) {
  const [page, settings] = await Promise.all([getLegalPage(language, slug), getSiteSettings(language)])
  // While the form sends hashed contact details to the ad platforms, the privacy policy says so.
  const adMatching =
    settings.enhancedConversions &&
    settings.enhancedConversionsNotice &&
    isPrivacyPolicy(language, slug, page.translations)
  return (
    <PageFrame
      language={language}
      pageType="legal"
      alternates={alternatePaths(language, pathIn(language, slug), page.translations)}
    >
      <article className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{page.title}</h1>
        <p className="mt-3 text-slate-600">
          {settings.labels.lastUpdated}:{' '}
          <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated, language)}</time>
        </p>
        <PortableText value={page.body} />
        {adMatching && (
          <p id="enhanced-conversions" className="mt-4 leading-7 text-slate-700">
            {settings.enhancedConversionsNotice}
          </p>
        )}
      </article>
    </PageFrame>
  )
}
