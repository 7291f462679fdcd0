import { type DrawableImage, type ImageLocation, imageUrl } from './image-url'

/** What an <img> needs: its address and srcset, its box, and the part of the asset it shows (for the LQIP). */
export type ImageVariant = {
  src: string
  srcSet: string
  sizes?: string
  width: number
  height: number
  /** The rect of the asset shown, in its pixels: the blurred placeholder is placed to match it. */
  rect: { left: number; top: number; width: number; height: number }
  asset: { width: number; height: number; lqip: string | null }
}

const DENSITIES = [1, 2, 3]

/** Widths of a picture as wide as the guide's text, up to the widest a 2× screen asks for; never past the file. */
export const COVER_WIDTHS = [640, 960, 1280, 1600, 2048, 2304]

const COVER_BOX_WIDTH = 1152

// The rect the builder put in the address, or the whole asset when the editor's crop leaves it whole.
function rectOf(url: string, asset: { width: number; height: number }) {
  const rect = new URL(url, 'https://example.invalid').searchParams.get('rect')
  const [left = 0, top = 0, width = asset.width, height = asset.height] = rect
    ? rect.split(',').map(Number)
    : []
  return { left, top, width, height }
}

function variant(
  image: DrawableImage,
  entries: { url: string; descriptor: string }[],
  box: { width: number; height: number; sizes?: string },
): ImageVariant {
  const { dimensions, lqip } = image.asset.metadata
  return {
    src: entries[0]!.url,
    srcSet: entries.map(({ url, descriptor }) => `${url} ${descriptor}`).join(', '),
    ...box,
    rect: rectOf(entries[0]!.url, dimensions),
    asset: { width: dimensions.width, height: dimensions.height, lqip },
  }
}

// The crop's own size in the asset's pixels: a cover and a logo keep the editor's crop at its own proportions.
function cropSize(image: DrawableImage) {
  const { width, height } = image.asset.metadata.dimensions
  const crop = image.crop ?? { top: 0, bottom: 0, left: 0, right: 0 }
  return {
    width: Math.round(width * (1 - crop.left - crop.right)),
    height: Math.round(height * (1 - crop.top - crop.bottom)),
  }
}

/** A team member's photo: a 96-pixel square around the hotspot (drawn as a circle), at 1×, 2× and 3×. */
export function teamPhoto(location: ImageLocation, image: DrawableImage): ImageVariant {
  const size = 96
  return variant(
    image,
    DENSITIES.map((density) => ({
      url: imageUrl(location, image, size * density, size * density),
      descriptor: `${density}x`,
    })),
    { width: size, height: size },
  )
}

/** A guide's cover: the editor's crop, as wide as the text, at widths up to the crop's own. */
export function guideCover(location: ImageLocation, image: DrawableImage): ImageVariant {
  const crop = cropSize(image)
  const widths = COVER_WIDTHS.filter((width) => width <= crop.width)
  return variant(
    image,
    (widths.length ? widths : [crop.width]).map((width) => ({
      url: imageUrl(location, image, width),
      descriptor: `${width}w`,
    })),
    {
      width: COVER_BOX_WIDTH,
      height: Math.round((COVER_BOX_WIDTH * crop.height) / crop.width),
      sizes: '(min-width: 72rem) 72rem, 100vw',
    },
  )
}

/** A carrier's logo, whole: 40 pixels high and at most 128 wide, at 1×, 2× and 3×. */
export function carrierLogo(location: ImageLocation, image: DrawableImage): ImageVariant {
  const crop = cropSize(image)
  const width = Math.min(128, Math.round((40 * crop.width) / crop.height))
  const height = Math.round((width * crop.height) / crop.width)
  return variant(
    image,
    DENSITIES.map((density) => ({
      url: imageUrl(location, image, width * density),
      descriptor: `${density}x`,
    })),
    { width, height },
  )
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 }

/** A guide's cover as its sharing image: 1200 × 630 around the hotspot. */
export const guideShareImage = (location: ImageLocation, image: DrawableImage) =>
  imageUrl(location, image, SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height)
