import { useId } from 'react'
import {
  type ArrayOfObjectsInputProps,
  isStringInputProps,
  type RenderInputCallback,
  type StringInputProps,
  TextInput,
  type TextSchemaType,
  TextWithTone,
} from 'sanity'

import { smsCounter } from './sms-length'

/**
 * One language's first text in a box of a few lines, so the whole text shows while it is written, with the count a
 * carrier makes of it underneath. It stays a string: only the box is taller.
 */
function FirstTextBox(props: StringInputProps) {
  const countId = useId()
  const { count, note } = smsCounter(props.value ?? '')
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <TextInput
        {...props}
        schemaType={{ ...props.schemaType, rows: 3 } as TextSchemaType}
        elementProps={
          { ...props.elementProps, 'aria-describedby': countId } as StringInputProps['elementProps']
        }
      />
      <div id={countId} style={{ display: 'grid', gap: '0.25rem' }}>
        <TextWithTone tone={note ? 'caution' : 'default'} size={1} data-testid="first-text-count">
          {count}
        </TextWithTone>
        {note ? (
          <TextWithTone tone="caution" size={1}>
            {note}
          </TextWithTone>
        ) : null}
      </div>
    </div>
  )
}

/** The translated first text: every language's text gets the box with its own count. */
export function FirstTextInput(props: ArrayOfObjectsInputProps) {
  const renderInput: RenderInputCallback = (inputProps) =>
    isStringInputProps(inputProps) ? <FirstTextBox {...inputProps} /> : props.renderInput(inputProps)
  return props.renderDefault({ ...props, renderInput })
}
