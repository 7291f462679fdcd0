import { type DocumentActionComponent, useDocumentOperation } from 'sanity'

import type { PublishRule } from './publish-rules'

/**
 * The Studio's own Publish action (label, disabled state, validation and shortcut unchanged) that first sets on the
 * draft what the document type's rule derives from the published version and the draft. The patch lands on the
 * draft just before it is published, so both go out in the same publish.
 */
export function publishSetting(
  publishAction: DocumentActionComponent,
  rule: PublishRule,
): DocumentActionComponent {
  const usePublish = publishAction
  const PublishSetting: DocumentActionComponent = (props) => {
    const publish = usePublish(props)
    const { patch } = useDocumentOperation(props.id, props.type)
    if (!publish?.onHandle || !props.draft || props.version) return publish
    const { onHandle } = publish
    const { draft, published } = props
    return {
      ...publish,
      onHandle: () => {
        const set = rule.set(published ? rule.published(published) : undefined, draft, new Date())
        if (set) patch.execute([{ set }])
        onHandle()
      },
    }
  }
  PublishSetting.action = 'publish'
  PublishSetting.displayName = rule.displayName
  return PublishSetting
}
