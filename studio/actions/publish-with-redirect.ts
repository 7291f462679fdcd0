import { type DocumentActionComponent, type SanityDocument, useDocumentOperation } from 'sanity'

import { nextPreviousSlugs } from './previous-slugs'

type PageFields = { slug?: { current?: string }; previousSlugs?: string[] }

const slugOf = (document: SanityDocument | null) => (document as PageFields | null)?.slug?.current

/**
 * The Studio's own Publish action (label, disabled state, validation and shortcut unchanged) that first records a
 * published page's old address in “Old addresses” when the draft gives it a new one, so links and search results
 * that use the old address keep working. The patch lands on the draft just before it is published, so both go out
 * in the same publish.
 */
export function publishKeepingOldAddress(publishAction: DocumentActionComponent): DocumentActionComponent {
  const usePublish = publishAction
  const PublishKeepingOldAddress: DocumentActionComponent = (props) => {
    const publish = usePublish(props)
    const { patch } = useDocumentOperation(props.id, props.type)
    if (!publish?.onHandle || !props.draft || props.version) return publish
    const { onHandle } = publish
    return {
      ...publish,
      onHandle: () => {
        const previousSlugs = nextPreviousSlugs(
          slugOf(props.published),
          slugOf(props.draft),
          (props.draft as PageFields | null)?.previousSlugs,
        )
        if (previousSlugs) patch.execute([{ set: { previousSlugs } }])
        onHandle()
      },
    }
  }
  PublishKeepingOldAddress.action = 'publish'
  PublishKeepingOldAddress.displayName = 'PublishKeepingOldAddress'
  return PublishKeepingOldAddress
}
