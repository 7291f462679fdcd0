import { type DocumentActionComponent, type SanityDocument, useDocumentOperation } from 'sanity'

/** What a publish sets on the draft first, from the published document and the draft; null sets nothing. */
export type SetOnPublish = (
  published: SanityDocument | null,
  draft: SanityDocument,
) => Record<string, unknown> | null

/**
 * The Studio's own Publish action (label, disabled state, validation and shortcut unchanged) that first sets on the
 * draft what `setFor` derives. The patch lands on the draft just before it is published, so both go out in the
 * same publish.
 */
export function publishSetting(
  publishAction: DocumentActionComponent,
  displayName: string,
  setFor: SetOnPublish,
): DocumentActionComponent {
  const usePublish = publishAction
  const PublishSetting: DocumentActionComponent = (props) => {
    const publish = usePublish(props)
    const { patch } = useDocumentOperation(props.id, props.type)
    if (!publish?.onHandle || !props.draft || props.version) return publish
    const { onHandle } = publish
    const draft = props.draft
    return {
      ...publish,
      onHandle: () => {
        const set = setFor(props.published, draft)
        if (set) patch.execute([{ set }])
        onHandle()
      },
    }
  }
  PublishSetting.action = 'publish'
  PublishSetting.displayName = displayName
  return PublishSetting
}
