import type { ImageVariant } from './image-variants'

// The asset's blurred LQIP, placed so its part under the box is the rect the picture shows: the colours arrive
// with the HTML, where the picture will be, and it needs no script.
function placeholder({ rect, asset }: ImageVariant) {
  if (!asset.lqip) return undefined
  const offset = (start: number, size: number, whole: number) =>
    size >= whole ? '0%' : `${((100 * start) / (whole - size)).toFixed(2)}%`
  return {
    backgroundImage: `url("${asset.lqip}")`,
    backgroundSize: `${((100 * asset.width) / rect.width).toFixed(2)}% ${((100 * asset.height) / rect.height).toFixed(2)}%`,
    backgroundPosition: `${offset(rect.left, rect.width, asset.width)} ${offset(rect.top, rect.height, asset.height)}`,
    backgroundRepeat: 'no-repeat',
  }
}

/**
 * A server-rendered <img> of a picture from the content: its srcset, its box (so nothing moves as it loads) and
 * its placeholder. `priority` for the one picture at the top of a page; the others load as they come near.
 */
export function SiteImage({
  image,
  alt,
  className,
  priority = false,
}: {
  image: ImageVariant
  alt: string
  className?: string
  priority?: boolean
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the CDN (or app/images) sizes it; no optimizer, no script
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      style={placeholder(image)}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
