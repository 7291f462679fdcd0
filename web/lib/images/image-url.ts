import { createImageUrlBuilder } from '@sanity/image-url'

/** Where an image's address points: Sanity's CDN for a project, or this site for the embedded dataset. */
export type ImageLocation = { projectId: string; dataset: string; baseUrl?: string }

type Rect = { top: number; bottom: number; left: number; right: number }

/** An image field as the queries read it: the editor's crop and hotspot, and the asset's id and metadata. */
export type ImageSource = {
  crop: (Rect & { _type?: string }) | null
  hotspot: { x: number; y: number; width: number; height: number; _type?: string } | null
  asset: {
    _id: string
    metadata: { dimensions: { width: number; height: number } | null; lqip: string | null } | null
  } | null
}

/** An image whose asset is there, with its dimensions: the only kind the site draws. */
export type DrawableImage = ImageSource & {
  asset: NonNullable<ImageSource['asset']> & {
    metadata: { dimensions: { width: number; height: number }; lqip: string | null }
  }
}

export const isDrawable = (image: ImageSource | null | undefined): image is DrawableImage =>
  Boolean(image?.asset?.metadata?.dimensions)

/**
 * The address of `image` at `width` (and `height`, which crops it to that shape around the hotspot): the
 * editor's crop and hotspot become Sanity's `rect`, and `auto=format` lets the CDN pick WebP or AVIF. A baseUrl
 * of "/" gives a path on this site.
 */
export function imageUrl(location: ImageLocation, image: DrawableImage, width: number, height?: number) {
  const builder = createImageUrlBuilder(location).image(image).width(width).auto('format')
  return (height === undefined ? builder : builder.height(height).fit('crop')).url()
}
