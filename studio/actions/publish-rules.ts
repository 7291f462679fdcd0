// What a publish sets on a document first, by document type. Pure (no Studio import), so the Studio's Publish
// button and `seed:publish`, which publishes a hand-edited embedded dataset, apply the same rules.

import { nextPreviousSlugs } from './previous-slugs'
import { retiredSmsConsent, type Translated } from './retired-sms-consent'

/** A document as the rules read it: a Studio draft or published version, or a line of the embedded dataset. */
export type RuleDocument = { [field: string]: unknown }

export type PublishRule = {
  /** The name of the Studio's Publish action that applies it. */
  displayName: string
  /** What of a published document the rule compares the draft with; JSON, so the embedded dataset can keep it. */
  published: (document: RuleDocument) => unknown
  /**
   * What the publish sets on the draft first, from what `published` read of the published version (undefined when
   * the document was never published); null sets nothing. A method, so each rule names its own `published` type.
   */
  set(published: unknown, draft: RuleDocument, now: Date): Record<string, unknown> | null
}

type Words = readonly Translated[] | undefined

/**
 * A document that holds consent words the site checks requests against: the published words a draft replaces are
 * added, dated, to its earlier words. The site accepts a consent given under earlier words for 30 days, and only
 * words recorded there or published now: a request can never claim words no page showed.
 */
const keepingEarlierWords = (words: (document: RuleDocument) => Words, history: string): PublishRule => ({
  displayName: 'PublishKeepingEarlierWords',
  published: (document) => (words(document) ?? []).map(({ language, value }) => ({ language, value })),
  set: (published: Words, draft, now) => {
    const retired = retiredSmsConsent(published, words(draft), now)
    const earlier = (draft[history] as unknown[] | undefined) ?? []
    return retired.length ? { [history]: [...earlier, ...retired] } : null
  },
})

type Slugged = { slug?: { current?: string }; previousSlugs?: string[] }

/** A page keeps the address it leaves in “Old addresses”, so links and search results that use it keep working. */
const keepingOldAddress: PublishRule = {
  displayName: 'PublishKeepingOldAddress',
  published: (document) => (document as Slugged).slug?.current ?? null,
  set: (published: string | null | undefined, draft) => {
    const previousSlugs = nextPreviousSlugs(
      published,
      (draft as Slugged).slug?.current,
      (draft as Slugged).previousSlugs,
    )
    return previousSlugs && { previousSlugs }
  },
}

/** The rules by document type: the consent words requests are checked against, and pages' addresses. */
export const PUBLISH_RULES: Readonly<Record<string, PublishRule>> = {
  siteSettings: keepingEarlierWords((document) => document.smsConsent as Words, 'smsConsentHistory'),
  quoteForm: keepingEarlierWords((document) => document.consentDisclosure as Words, 'consentHistory'),
  serviceCenterPage: keepingEarlierWords(
    (document) => [
      {
        language: document.language as string | undefined,
        value: (document.requestForm as { consentDisclosure?: unknown } | undefined)?.consentDisclosure,
      },
    ],
    'consentHistory',
  ),
  page: keepingOldAddress,
}
