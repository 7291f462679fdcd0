import type { DocumentActionComponent, SanityDocument } from 'sanity'

import { publishSetting } from './publish-setting'
import { retiredSmsConsent, type Translated } from './retired-sms-consent'

/** Where a document keeps consent words the site checks requests against, and their earlier versions. */
export type KeptWords = {
  /** The words published in each language. */
  words: (document: SanityDocument) => readonly Translated[] | undefined
  /** The field that keeps the words replaced, with when. */
  history: string
}

/**
 * The Publish action of a document that holds consent words (Site settings' “text me” box, the forms' consent
 * under the button): it first adds the published words to the document's earlier words when the draft changes
 * them. The site accepts a consent given under earlier words for 30 days, and only words recorded here or published
 * now: a request can never claim words no page showed.
 */
export const publishKeepingEarlierWords = (
  publishAction: DocumentActionComponent,
  { words, history }: KeptWords,
) =>
  publishSetting(publishAction, 'PublishKeepingEarlierWords', (published, draft) => {
    const retired = retiredSmsConsent(published ? words(published) : undefined, words(draft), new Date())
    const earlier = (draft[history] as unknown[] | undefined) ?? []
    return retired.length ? { [history]: [...earlier, ...retired] } : null
  })
