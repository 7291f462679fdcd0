import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GuideBody } from '@/components/guides/guide-body'
import { GuideByline } from '@/components/guides/guide-byline'
import { GuideGrid } from '@/components/guides/guide-card'
import { GuideCover } from '@/components/guides/guide-cover'
import { GuideJsonLd } from '@/components/guides/guide-json-ld'
import { TableOfContents } from '@/components/guides/table-of-contents'
import { QuoteFormCard } from '@/components/quote-form/quote-form-card'
import { Link } from '@/components/ui/link'
import {
  getGuide,
  getGuideSlugs,
  getGuides,
  getGuidesPage,
  getQuoteForm,
  getSiteSettings,
  getThankYouPath,
} from '@/lib/content'
import { guideListPath } from '@/lib/guides/guide-list'
import { readingMinutes, tableOfContents } from '@/lib/guides/guide-text'
import { relatedGuides } from '@/lib/guides/related-guides'
import { alternatePaths, type Language } from '@/lib/i18n'
import { coverShareImage } from '@/lib/images/cover-share-image'
import { pageMetadata } from '@/lib/metadata'
import { GUIDES_PATHS, QUOTE_FORM_ID } from '@/lib/routes'

import { PageFrame } from './page-frame'

const guidePath = (language: Language, slug: string) => `${GUIDES_PATHS[language]}/${slug}`

async function guideMetadata(language: Language, slug: string): Promise<Metadata> {
  const guide = await getGuide(language, slug)
  if (!guide) return {}
  const path = guidePath(language, slug)
  return pageMetadata(
    {
      title: guide.seo?.title || guide.title || '',
      description: guide.seo?.description || guide.summary || '',
    },
    path,
    {
      language,
      alternates: alternatePaths(language, path, guide.translations),
      article: {
        publishedTime: guide.publishedAt ?? undefined,
        modifiedTime: guide.updatedAt ?? undefined,
        authors: guide.author?.name ? [guide.author.name] : undefined,
      },
      image: coverShareImage(guide.coverImage),
    },
  )
}

/**
 * One insurance guide: its lines, title, author and dates, a table of contents, the text, the quote form of its
 * main line, and guides to read next. A guide that is not (or no longer) published is a 404.
 */
async function GuidePage({ language, slug }: { language: Language; slug: string }) {
  const [guide, guides, list, settings, formLabels, thankYouPath] = await Promise.all([
    getGuide(language, slug),
    getGuides(language),
    getGuidesPage(language),
    getSiteSettings(language),
    getQuoteForm(language),
    getThankYouPath(language),
  ])
  if (!guide?.title) notFound()
  const path = guidePath(language, slug)
  const { labels } = list
  const contents = tableOfContents(guide.body)
  const related = relatedGuides(guide, guides)
  const form = guide.quoteForm
  return (
    <PageFrame
      language={language}
      alternates={alternatePaths(language, path, guide.translations)}
      pageType="guide"
      backHome={false}
      quoteHref={form ? `#${QUOTE_FORM_ID}` : undefined}
    >
      <p>
        <Link href={GUIDES_PATHS[language]} className="arrow-link text-sm">
          <span aria-hidden="true">←</span> {labels.allGuides}
        </Link>
      </p>
      <article className="mt-6">
        <header className="max-w-3xl">
          {guide.lines.length > 0 && (
            <ul className="flex flex-wrap gap-2 text-sm font-semibold">
              {guide.lines.map((line) =>
                line.key ? (
                  <li key={line.key}>
                    <Link
                      href={guideListPath(language, { line: line.key, page: 1 })}
                      className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-brand-800 hover:bg-brand-100"
                    >
                      {line.title}
                    </Link>
                  </li>
                ) : null,
              )}
            </ul>
          )}
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {guide.title}
          </h1>
          {guide.summary && <p className="lead">{guide.summary}</p>}
          <GuideByline
            language={language}
            author={guide.author}
            publishedAt={guide.publishedAt}
            updatedAt={guide.updatedAt}
            minutes={readingMinutes(guide.body)}
            labels={labels}
          />
        </header>
        <GuideCover cover={guide.coverImage} />
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            <TableOfContents contents={contents} title={labels.onThisPage} />
          </div>
          <div className="max-w-prose lg:col-start-1 lg:row-start-1">
            <GuideBody
              body={guide.body}
              contents={contents}
              toneLabels={{ tip: labels.tip, warning: labels.warning, info: labels.info }}
            />
          </div>
        </div>
      </article>
      {form && (
        <div className="mt-16 max-w-xl">
          <QuoteFormCard
            hero={form}
            labels={formLabels}
            leadInbox={settings.leadEmail}
            enhancedConversions={settings.enhancedConversions}
            phone={settings.phone}
            coverage={form.coverageType ? { value: form.coverageType, label: form.coverageLabel } : undefined}
            page={{ path, language, thankYouPath }}
          />
        </div>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-16">
          <h2 id="related-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {labels.related}
          </h2>
          <GuideGrid guides={related} language={language} headingLevel="h3" className="mt-6" />
        </section>
      )}
      <GuideJsonLd language={language} guide={{ ...guide, title: guide.title, path }} />
    </PageFrame>
  )
}

/**
 * What a guide's route exports, for its language: every guide published at build time is prerendered; one published
 * later is rendered on its first visit and cached the same way, until a webhook names its type.
 */
export function guideRoute(language: Language) {
  type Props = { params: Promise<{ slug: string }> }
  return {
    generateStaticParams: async () => (await getGuideSlugs(language)).map((slug) => ({ slug })),
    generateMetadata: async ({ params }: Props) => guideMetadata(language, (await params).slug),
    Page: async function GuideRoute({ params }: Props) {
      return <GuidePage language={language} slug={(await params).slug} />
    },
  }
}
