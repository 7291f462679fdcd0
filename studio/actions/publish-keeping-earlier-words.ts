import { type DocumentActionComponent, type SanityDocument, useDocumentOperation } from 'sanity'

import { retiredSmsConsent } from './retired-sms-consent'

type TextSettings = { smsConsent?: { language?: string; value?: unknown }[]; smsConsentHistory?: unknown[] }

const settingsOf = (document: SanityDocument | null) => (document ?? {}) as TextSettings

/**
 * The Studio's own Publish action for Site settings (label, validation and shortcut unchanged) that first adds the
 * published words by the “text me” box to “Earlier words” when the draft changes them. The site accepts a consent
 * given under earlier words for 30 days, and only words recorded here or published now: a request can never claim
 * words no page showed. The patch lands on the draft just before it is published, so both go out together.
 */
export function publishKeepingEarlierWords(publishAction: DocumentActionComponent): DocumentActionComponent {
  const usePublish = publishAction
  const PublishKeepingEarlierWords: DocumentActionComponent = (props) => {
    const publish = usePublish(props)
    const { patch } = useDocumentOperation(props.id, props.type)
    if (!publish?.onHandle || !props.draft || props.version) return publish
    const { onHandle } = publish
    return {
      ...publish,
      onHandle: () => {
        const draft = settingsOf(props.draft)
        const retired = retiredSmsConsent(
          settingsOf(props.published).smsConsent,
          draft.smsConsent,
          new Date(),
        )
        if (retired.length) {
          patch.execute([{ set: { smsConsentHistory: [...(draft.smsConsentHistory ?? []), ...retired] } }])
        }
        onHandle()
      },
    }
  }
  PublishKeepingEarlierWords.action = 'publish'
  PublishKeepingEarlierWords.displayName = 'PublishKeepingEarlierWords'
  return PublishKeepingEarlierWords
}
