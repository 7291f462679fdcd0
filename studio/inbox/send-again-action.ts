import { getPublishedId, useDocumentOperation, useFormValue } from 'sanity'

import { type KeyedEvent, sendAgainPatches } from './crm-delivery'

/**
 * “Send to CRM again” on the form of a lead or a service request: starts the given failed events over, and the
 * site's next sweep sends them. The documents are edited live, so the patch lands on the record at once, like a
 * change of stage, and each event's line then says it will be sent again. `disabled` while the Studio cannot patch
 * the document (it is still loading, or the user may not edit it).
 */
export function useSendToCrmAgain() {
  const documentId = useFormValue(['_id']) as string
  const documentType = useFormValue(['_type']) as string
  const { patch } = useDocumentOperation(getPublishedId(documentId), documentType)
  return {
    disabled: Boolean(patch.disabled),
    send: (events: readonly KeyedEvent[]) => patch.execute(sendAgainPatches(events, new Date())),
  }
}
