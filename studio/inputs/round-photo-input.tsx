import { createImageUrlBuilder } from '@sanity/image-url'
import { useMemo } from 'react'
import { type Image, type ObjectInputProps, useClient } from 'sanity'

// The size of the circle on the team's cards; the picture is asked for at twice that, for sharp screens.
const CIRCLE = 96

const circle = {
  width: CIRCLE,
  height: CIRCLE,
  borderRadius: '50%',
  objectFit: 'cover',
  border: '1px solid var(--card-border-color)',
} as const

/**
 * The photo field with, under it, the photo as the site shows it: a square cut around the hotspot within the crop,
 * drawn as a circle. It follows the crop as it changes, so the office manager sees who shows in the circle.
 */
export function RoundPhotoInput(props: ObjectInputProps<Image>) {
  const client = useClient({ apiVersion: '2025-09-01' })
  const builder = useMemo(() => createImageUrlBuilder(client), [client])
  const { value } = props
  const src = value?.asset?._ref
    ? builder
        .image(value)
        .width(CIRCLE * 2)
        .height(CIRCLE * 2)
        .fit('crop')
        .url()
    : undefined

  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {props.renderDefault(props)}
      {src ? (
        <figure style={{ margin: 0, display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
          <img src={src} alt="" style={circle} data-testid="round-photo-preview" />
          <figcaption style={{ fontSize: '0.8125rem' }}>How the photo shows on the site</figcaption>
        </figure>
      ) : null}
    </div>
  )
}
