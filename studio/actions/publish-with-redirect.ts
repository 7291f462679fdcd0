import type { DocumentActionComponent, SanityDocument } from 'sanity'

import { nextPreviousSlugs } from './previous-slugs'
import { publishSetting } from './publish-setting'

type PageFields = { slug?: { current?: string }; previousSlugs?: string[] }

const slugOf = (document: SanityDocument | null) => (document as PageFields | null)?.slug?.current

/**
 * The Publish action of pages: it first records a published page's old address in “Old addresses” when the draft
 * gives it a new one, so links and search results that use the old address keep working.
 */
export const publishKeepingOldAddress = (publishAction: DocumentActionComponent) =>
  publishSetting(publishAction, 'PublishKeepingOldAddress', (published, draft) => {
    const previousSlugs = nextPreviousSlugs(
      slugOf(published),
      slugOf(draft),
      (draft as PageFields).previousSlugs,
    )
    return previousSlugs && { previousSlugs }
  })
