import { useCallback } from 'react'
import {
  getPublishedId,
  PatchEvent,
  type PatchArg,
  type StringInputProps,
  useDocumentOperation,
  useFormValue,
} from 'sanity'

import { stageAfter, stageTimesPatch } from './stages'

/**
 * The stage's usual radio buttons. A change also records when the request was first answered, first quoted and
 * won (see stageTimesPatch), so those times are never typed by hand and never move once set.
 */
export function StageInput(props: StringInputProps) {
  const { onChange, renderDefault, value } = props
  const documentId = useFormValue(['_id']) as string
  const documentType = useFormValue(['_type']) as string
  const firstResponseAt = useFormValue(['firstResponseAt'])
  const quotedAt = useFormValue(['quotedAt'])
  const wonAt = useFormValue(['wonAt'])
  // The operation the form saves the stage with: for these live-edited documents it patches the document under its
  // own id (leads.<uuid>) right after the stage, in the same queue, so both land together.
  const { patch } = useDocumentOperation(getPublishedId(documentId), documentType)

  const handleChange = useCallback(
    (change: PatchArg | PatchEvent) => {
      onChange(change)
      const after = stageAfter(value, PatchEvent.from(change).patches)
      const stamp = stageTimesPatch(value, after, { firstResponseAt, quotedAt, wonAt }, new Date())
      if (stamp) patch.execute([stamp])
    },
    [onChange, value, firstResponseAt, quotedAt, wonAt, patch],
  )

  return renderDefault({ ...props, onChange: handleChange })
}
