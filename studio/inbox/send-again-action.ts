import { RetryIcon } from '@sanity/icons'
import { useEffect, useMemo, useState } from 'react'
import { type DocumentActionComponent, useConditionalToast, useDocumentOperation } from 'sanity'

import { failedEvents, sendAgainPatches, WEBHOOK_EVENTS } from './crm-delivery'

const SEND_AGAIN_LABEL = 'Send to CRM again'
const SENT_AGAIN_MESSAGE = 'It will be sent again within a minute.'

// Long enough to read; the menu's entry is gone by then, as nothing is left undelivered.
const TOAST_MILLISECONDS = 6_000

/**
 * Shown on a lead or a service request that the CRM never got: starts each failed event over, and the site's next
 * sweep sends it. The documents are edited live, so the patch lands on the record at once, like a change of stage.
 */
export const SendToCrmAgainAction: DocumentActionComponent = (props) => {
  const { id, type, draft, published } = props
  const { patch } = useDocumentOperation(id, type)
  const [sent, setSent] = useState(false)

  useEffect(() => {
    if (!sent) return
    const timer = setTimeout(() => setSent(false), TOAST_MILLISECONDS)
    return () => clearTimeout(timer)
  }, [sent])
  // @sanity/ui, whose useToast this would call, is not a dependency of this Studio: the Studio's own hook pushes the
  // toast while `enabled` holds. A new object each render would push it again each time.
  const toast = useMemo(
    () => ({
      id: `send-to-crm-again-${id}`,
      enabled: sent,
      status: 'success' as const,
      title: SENT_AGAIN_MESSAGE,
      closable: true,
    }),
    [id, sent],
  )
  useConditionalToast(toast)

  const failed = failedEvents((draft ?? published)?.[WEBHOOK_EVENTS])
  if (!failed.length) return null
  return {
    label: SEND_AGAIN_LABEL,
    icon: RetryIcon,
    tone: 'primary',
    disabled: Boolean(patch.disabled),
    onHandle: () => {
      patch.execute(sendAgainPatches(failed, new Date()))
      // Not onComplete(): it starts every action of the document over, this one's toast with it; with no dialog
      // open there is nothing else for it to close.
      setSent(true)
    },
  }
}

SendToCrmAgainAction.displayName = 'SendToCrmAgainAction'
