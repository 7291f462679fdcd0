import { createHash } from 'node:crypto'

import sharp from 'sharp'

import { EMBEDDED_IMAGES } from '../../lib/images/embedded-images'

const hex = (value: number) => value.toString(16).padStart(2, '0')

// Sanity's palette swatches carry the colour, and a text colour readable on it.
function swatch({ r, g, b }: { r: number; g: number; b: number }) {
  const text = 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#000' : '#fff'
  return {
    _type: 'sanity.imagePaletteSwatch',
    background: `#${hex(r)}${hex(g)}${hex(b)}`,
    foreground: text,
    title: text,
    population: 1,
  }
}

/**
 * The sanity.imageAsset document Sanity writes on upload, for a file: its id from the SHA-1 and size, the path
 * and URL as on Sanity's CDN, and the metadata the site reads (dimensions, the blurred 20-pixel LQIP, palette).
 */
export async function assetDocument(file: Buffer, originalFilename: string) {
  const image = sharp(file)
  const { width, height, format, hasAlpha } = await image.metadata()
  const extension = format === 'jpeg' ? 'jpg' : format
  const sha1hash = createHash('sha1').update(file).digest('hex')
  const name = `${sha1hash}-${width}x${height}.${extension}`
  const lqip = await sharp(file)
    .resize(20)
    .flatten({ background: '#ffffff' })
    .blur(1)
    .jpeg({ quality: 40 })
    .toBuffer()
  const { dominant, isOpaque } = await image.stats()
  const path = `images/${EMBEDDED_IMAGES.projectId}/${EMBEDDED_IMAGES.dataset}/${name}`
  return {
    name,
    document: {
      _id: `image-${sha1hash}-${width}x${height}-${extension}`,
      _type: 'sanity.imageAsset',
      assetId: sha1hash,
      extension,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          aspectRatio: width / height,
          height,
          width,
        },
        hasAlpha,
        isOpaque,
        lqip: `data:image/jpeg;base64,${lqip.toString('base64')}`,
        palette: { _type: 'sanity.imagePalette', dominant: swatch(dominant) },
      },
      mimeType: `image/${format}`,
      originalFilename,
      path,
      sha1hash,
      size: file.length,
      url: `https://cdn.sanity.io/${path}`,
    },
  }
}
