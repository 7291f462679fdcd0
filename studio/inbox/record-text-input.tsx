import type { ArrayOfPrimitivesInputProps, StringInputProps } from 'sanity'

import { formatAgencyTime } from './agency-time'

type Option = string | { title?: string; value?: string }

/** A listed value by its title ("Spanish" for "es"), or the value itself when the list does not name it. */
function listedTitle(value: string, list: readonly Option[] | undefined) {
  for (const option of list ?? []) {
    if (typeof option === 'string' ? option === value : option.value === value)
      return typeof option === 'string' ? option : (option.title ?? value)
  }
  return value
}

const recordText = (text: string | undefined) => (
  <p
    style={{
      margin: 0,
      fontSize: '0.875rem',
      lineHeight: 1.5,
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
      color: text ? 'var(--card-fg-color)' : 'var(--card-muted-fg-color)',
    }}
  >
    {text || 'Not recorded'}
  </p>
)

/**
 * What the site's server kept, read as text rather than in an input box: the office manager reads it and cannot
 * change it, so a box (or a dropdown, for a listed value) would only suggest she could.
 */
export function RecordTextInput({ value, schemaType }: StringInputProps) {
  const list = schemaType.options?.list as readonly Option[] | undefined
  return recordText(value ? listedTitle(value, list) : undefined)
}

/**
 * A moment the site's server wrote, in the Studio's one format for times (“Dec 1, 4:36 PM (Dallas time)”), under its
 * title: Sanity draws a date field's title inside its own date input, which this one replaces.
 */
export function RecordTimeInput({ value, schemaType, id }: StringInputProps) {
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }} data-testid={`record-time-${id}`}>
      <p style={{ margin: 0, fontSize: '0.8125rem', fontWeight: 600, color: 'var(--card-fg-color)' }}>
        {schemaType.title}
      </p>
      {schemaType.description ? (
        <p style={{ margin: 0, fontSize: '0.8125rem', color: 'var(--card-muted-fg-color)' }}>
          {String(schemaType.description)}
        </p>
      ) : null}
      {recordText(formatAgencyTime(value) ?? value)}
    </div>
  )
}

/** A kept list of listed values (the emails sent when the request came in), by their titles, in one line. */
export function RecordListInput({ value, schemaType }: ArrayOfPrimitivesInputProps) {
  const list = schemaType.options?.list as readonly Option[] | undefined
  const values = (value ?? []).filter((item): item is string => typeof item === 'string')
  return recordText(values.length ? values.map((item) => listedTitle(item, list)).join(', ') : 'None')
}
