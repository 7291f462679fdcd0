import { useCallback } from 'react'
import {
  getPublishedId,
  PatchEvent,
  type PatchArg,
  type StringInputProps,
  useDocumentOperation,
  useFormValue,
} from 'sanity'

import { firstResponsePatch, stageAfter } from './stages'

/**
 * The stage's usual radio buttons. The change that first moves a request on from “New” also records when it was
 * first answered, so that time is never typed by hand and never moves once set.
 */
export function StageInput(props: StringInputProps) {
  const { onChange, renderDefault, value } = props
  const documentId = useFormValue(['_id']) as string
  const documentType = useFormValue(['_type']) as string
  const firstResponseAt = useFormValue(['firstResponseAt'])
  // The operation the form saves the stage with: for these live-edited documents it patches the document under its
  // own id (leads.<uuid>) right after the stage, in the same queue, so both land together.
  const { patch } = useDocumentOperation(getPublishedId(documentId), documentType)

  const handleChange = useCallback(
    (change: PatchArg | PatchEvent) => {
      onChange(change)
      const after = stageAfter(value, PatchEvent.from(change).patches)
      const stamp = firstResponsePatch(value, after, firstResponseAt, new Date())
      if (stamp) patch.execute([stamp])
    },
    [onChange, value, firstResponseAt, patch],
  )

  return renderDefault({ ...props, onChange: handleChange })
}
