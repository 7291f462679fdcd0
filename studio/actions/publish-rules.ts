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

/** Where a document keeps each of its words: the words' reader, by the field of their earlier words. */
type KeptWords = Readonly<Record<string, (document: RuleDocument) => Words>>

const publishedWords = (words: Words) => (words ?? []).map(({ language, value }) => ({ language, value }))

/**
 * A document that holds words the site checks requests against (a consent, the service center's notice that
 * nothing changes until confirmed in writing): the published words a draft replaces are added, dated, to their
 * earlier words. The site accepts words shown under earlier words for 30 days, and only words recorded there or
 * published now: a request can never claim words no page showed.
 */
const keepingEarlierWords = (kept: KeptWords): PublishRule => ({
  displayName: 'PublishKeepingEarlierWords',
  published: (document) =>
    Object.fromEntries(
      Object.entries(kept).map(([history, words]) => [history, publishedWords(words(document))]),
    ),
  set: (published: Record<string, Words> | undefined, draft, now) => {
    const set = Object.fromEntries(
      Object.entries(kept).flatMap(([history, words]) => {
        const retired = retiredSmsConsent(published?.[history], words(draft), now)
        const earlier = (draft[history] as unknown[] | undefined) ?? []
        return retired.length ? [[history, [...earlier, ...retired]]] : []
      }),
    )
    return Object.keys(set).length ? set : null
  },
})

// A service center is one document per language: its form's words are in the document's language.
const requestFormWords =
  (field: string) =>
  (document: RuleDocument): Words => [
    {
      language: document.language as string | undefined,
      value: (document.requestForm as Record<string, unknown> | undefined)?.[field],
    },
  ]

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

/** The rules by document type: the words requests are checked against, and pages' addresses. */
export const PUBLISH_RULES: Readonly<Record<string, PublishRule>> = {
  siteSettings: keepingEarlierWords({ smsConsentHistory: (document) => document.smsConsent as Words }),
  quoteForm: keepingEarlierWords({ consentHistory: (document) => document.consentDisclosure as Words }),
  serviceCenterPage: keepingEarlierWords({
    consentHistory: requestFormWords('consentDisclosure'),
    writtenConfirmationNoticeHistory: requestFormWords('writtenConfirmationNotice'),
  }),
  page: keepingOldAddress,
}
