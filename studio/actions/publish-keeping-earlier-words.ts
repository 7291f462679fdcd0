import type { DocumentActionComponent, SanityDocument } from 'sanity'

import { publishSetting } from './publish-setting'
import { retiredSmsConsent } from './retired-sms-consent'

type TextSettings = { smsConsent?: { language?: string; value?: unknown }[]; smsConsentHistory?: unknown[] }

const settingsOf = (document: SanityDocument | null) => (document ?? {}) as TextSettings

/**
 * The Publish action of Site settings: it first adds the published words by the “text me” box to “Earlier words”
 * when the draft changes them. The site accepts a consent given under earlier words for 30 days, and only words
 * recorded here or published now: a request can never claim words no page showed.
 */
export const publishKeepingEarlierWords = (publishAction: DocumentActionComponent) =>
  publishSetting(publishAction, 'PublishKeepingEarlierWords', (published, draft) => {
    const { smsConsent, smsConsentHistory = [] } = settingsOf(draft)
    const retired = retiredSmsConsent(settingsOf(published).smsConsent, smsConsent, new Date())
    return retired.length ? { smsConsentHistory: [...smsConsentHistory, ...retired] } : null
  })
