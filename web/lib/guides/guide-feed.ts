import 'server-only'

import { Feed } from 'feed'

import { getGuides, getGuidesPage, getSiteSettings } from '../content'
import { LANGUAGE_INFO, type Language } from '../i18n'
import { GUIDES_PATHS } from '../routes'
import { absoluteUrl } from '../config/site-url'
import { guideFeedPath } from './guide-list'

/** The newest guides a feed carries: readers fetch it often, and older guides stay on the site. */
const FEED_ITEMS = 20

/**
 * The RSS 2.0 feed of the guides in `language`, newest first: each item is a guide's title, summary, lines, date
 * and address (no author: RSS wants an email address there, and the team's are not published). Built on the server from the same cached content as the list, so a publish refreshes both.
 */
export async function guideFeed(language: Language): Promise<string> {
  const [page, guides, settings] = await Promise.all([
    getGuidesPage(language),
    getGuides(language),
    getSiteSettings(language),
  ])
  const listUrl = absoluteUrl(GUIDES_PATHS[language])
  const items = guides.filter((guide) => guide.path && guide.title && guide.publishedAt).slice(0, FEED_ITEMS)
  const newest = items[0]?.updatedAt ?? items[0]?.publishedAt
  const feed = new Feed({
    id: listUrl,
    title: `${page.title} | ${settings.agencyName}`,
    description: page.intro,
    link: listUrl,
    language: LANGUAGE_INFO[language].locale,
    copyright: `© ${settings.agencyName}`,
    updated: newest ? new Date(newest) : undefined,
    generator: false,
    feedLinks: { rss: absoluteUrl(guideFeedPath(language)) },
  })
  for (const guide of items) {
    const url = absoluteUrl(guide.path!)
    feed.addItem({
      title: guide.title!,
      id: url,
      link: url,
      description: guide.summary ?? undefined,
      date: new Date(guide.publishedAt!),
      category: guide.lines.map((line) => ({ name: line.title })),
    })
  }
  return feed.rss2()
}

/** The feed as a route answers it: cached like a page, refreshed when a guide is published or withdrawn. */
export const guideFeedRoute = (language: Language) => async () =>
  new Response(await guideFeed(language), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
