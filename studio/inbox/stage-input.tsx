import { useCallback } from 'react'
import {
  getPublishedId,
  PatchEvent,
  type PatchArg,
  set,
  type StringInputProps,
  useDocumentOperation,
  useFormValue,
} from 'sanity'

import { isNew, NEW_STAGE, type Stage, stageAfter, stageTimesPatch } from './stages'

/**
 * The stage as radio buttons, one tap each, and no button that clears it: a request always has a stage. A change
 * also records when the request was first answered, first quoted and won (see stageTimesPatch), so those times are
 * never typed by hand and never move once set.
 */
export function StageInput(props: StringInputProps) {
  const { onChange, value, schemaType, id, readOnly } = props
  const stages = (schemaType.options?.list ?? []) as Stage[]
  const current = isNew(value) ? NEW_STAGE : value
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

  return (
    <div
      role="radiogroup"
      aria-label={schemaType.title ?? 'Stage'}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0 1.5rem' }}
    >
      {stages.map((stage) => (
        <label
          key={stage.value}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: '0.5rem',
            minHeight: '2.75rem',
            fontSize: '0.9375rem',
          }}
        >
          <input
            type="radio"
            name={`${id}-stage`}
            value={stage.value}
            checked={current === stage.value}
            disabled={readOnly}
            onChange={() => handleChange(set(stage.value))}
            style={{ width: '1.125rem', height: '1.125rem', margin: 0 }}
          />
          {stage.title}
        </label>
      ))}
    </div>
  )
}
