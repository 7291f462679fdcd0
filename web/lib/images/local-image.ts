import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

/** The parts of an address app/images answers, read from one the allow-list holds (so every number is there). */
function cutOf(address: string) {
  const url = new URL(address, 'http://localhost')
  const number = (name: string) => {
    const value = url.searchParams.get(name)
    return value === null ? undefined : Number(value)
  }
  const rect = url.searchParams.get('rect')?.split(',').map(Number)
  return {
    rect: rect && { left: rect[0]!, top: rect[1]!, width: rect[2]!, height: rect[3]! },
    width: number('w')!,
    height: number('h'),
  }
}

export type ImageFormat = 'webp' | 'jpeg' | 'png'

// As Sanity's `auto=format`: WebP to a browser that says it takes it, else the file's own format.
export const formatFor = (accept: string | null, extension: string): ImageFormat =>
  accept?.includes('image/webp') ? 'webp' : extension === 'png' ? 'png' : 'jpeg'

// Each answer is kept in memory once made: only addresses of the allow-list get here, a few hundred kilobytes in
// all, so the memory is bounded by the site's own pictures, and the disk is never written.
const made = new Map<string, Promise<Buffer>>()

/**
 * The picture an allowed address names, cut and resized as it says, in `format`: `address` is the allow-list's
 * own spelling, so the memory holds one answer per allowed address and format, however a request wrote it.
 */
export function localImage(
  folder: string,
  file: string,
  address: string,
  format: ImageFormat,
): Promise<Buffer> {
  const key = `${address} ${format}`
  let image = made.get(key)
  if (!image) {
    image = makeImage(path.join(folder, file), cutOf(address), format)
    made.set(key, image)
    image.catch(() => made.delete(key))
  }
  return image
}

async function makeImage(file: string, cut: ReturnType<typeof cutOf>, format: ImageFormat) {
  let image = sharp(await readFile(file))
  if (cut.rect) image = image.extract(cut.rect)
  image = image.resize(cut.width, cut.height, { fit: 'fill' })
  return (
    format === 'webp'
      ? image.webp({ quality: 75 })
      : format === 'png'
        ? image.png({ palette: true })
        : image.jpeg({ quality: 75, mozjpeg: true })
  ).toBuffer()
}
