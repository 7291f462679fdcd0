import 'server-only'

import path from 'node:path'

import PQueue from 'p-queue'
import sharp from 'sharp'

import { log } from '../log/logger.mjs'
import type { ImageAllowList } from './allowed-images'

/**
 * The most pixels a picture may have to be cut: a photo from any current camera or phone (a 48-megapixel phone's
 * is 8064 × 6048) passes, and the largest cut the pages ask for is 2304 wide. A file past it (a picture that
 * compresses to kilobytes and decodes to gigabytes, say) is refused from its header, before any decoding.
 */
export const MAX_INPUT_PIXELS = 50_000_000

/** How long a picture that could not be cut is answered from memory before its file is tried again. */
export const FAILURE_KEPT_MS = 60_000

// Each cut runs on one of libuv's four threads, which the server's file reads and DNS lookups share, and decodes
// its picture there: two at a time leaves threads for the rest, and bounds what decoding holds in memory. One
// libvips thread each (sharp's default on glibc, set here for musl too), so cutting takes two cores at most.
// libvips's own cache is off: every answer is kept below, so it would only hold the decoded pictures again.
const CUTS_AT_ONCE = 2
sharp.concurrency(1)
sharp.cache(false)
const cutting = new PQueue({ concurrency: CUTS_AT_ONCE })

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

/** A cut picture, or why its file could not be cut: too many pixels, or not a picture sharp can read. */
export type Cut = { body: Buffer } | { failed: 'too large' | 'unreadable' }

type Kept = {
  list: ImageAllowList
  made: Map<string, Promise<Cut>>
  failed: Map<string, { failed: 'too large' | 'unreadable'; at: number }>
}

/**
 * What the pictures of one allow-list have made. Each answer is kept once made: only addresses of the allow-list
 * get here, a few hundred kilobytes in all, so the memory is bounded by the site's own pictures, and the disk is
 * never written. A file that could not be cut is remembered as such for FAILURE_KEPT_MS, so a broken picture costs
 * one decode a minute however often, and at whatever size, it is asked for. A new allow-list (the content's
 * pictures changed) starts anew: nothing is kept of a picture the pages no longer draw.
 */
let kept: Kept | undefined

/**
 * The picture an allowed address names, cut and resized as it says, in `format`: `address` is the allow-list's
 * own spelling, so the memory holds one answer per allowed address and format, however a request wrote it.
 */
export function localImage(
  allowed: ImageAllowList,
  folder: string,
  file: string,
  address: string,
  format: ImageFormat,
): Promise<Cut> {
  if (kept?.list !== allowed) kept = { list: allowed, made: new Map(), failed: new Map() }
  const { made, failed } = kept
  const key = `${address} ${format}`
  const known = made.get(key)
  if (known) return known
  const failure = failed.get(file)
  if (failure && Date.now() - failure.at < FAILURE_KEPT_MS) return Promise.resolve({ failed: failure.failed })
  const cut = cutting
    .add(() => cutImage(path.join(folder, file), cutOf(address), format))
    .then(
      (body): Cut => ({ body }),
      (error: Error): Cut => {
        made.delete(key)
        const tooLarge = /pixel limit/i.test(error.message)
        failed.set(file, { failed: tooLarge ? 'too large' : 'unreadable', at: Date.now() })
        log.error(
          { file },
          `The picture ${file} cannot be drawn: ${
            tooLarge
              ? `it has over ${MAX_INPUT_PIXELS / 1e6} megapixels, more than the server cuts; put a smaller one in its place`
              : `sharp cannot read it (${error.message.replace(folder, '…')})`
          }. Its addresses answer 500 for ${FAILURE_KEPT_MS / 1000} s, then it is tried again`,
        )
        return { failed: tooLarge ? 'too large' : 'unreadable' }
      },
    )
  made.set(key, cut)
  return cut
}

function cutImage(file: string, cut: ReturnType<typeof cutOf>, format: ImageFormat) {
  let image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
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

/**
 * The route's answer for a cut. Sent with `Vary: Accept` and without `immutable`: one address answers WebP, or
 * the file's own format, as the browser's Accept says, as Sanity's CDN does with `auto=format` (so one URL builder
 * makes both addresses). `Vary` has a shared cache keep one copy per Accept; `immutable` would say the copy it
 * holds needs no asking again whoever asks, which a cache that keys by address alone takes as leave to hand one
 * format to every browser. The format in the address instead would need a `<picture>` with one source per format
 * in every page's markup and twice the allow-list, and on Sanity's CDN would give up its AVIF. A picture that
 * cannot be cut is the content's fault, not the visitor's: a 500 that says so, kept by no cache.
 */
export function imageAnswer(cut: Cut, format: ImageFormat): Response {
  if ('failed' in cut)
    return new Response(
      cut.failed === 'too large'
        ? 'This picture is larger than the server draws'
        : 'This picture cannot be drawn',
      { status: 500, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } },
    )
  return new Response(new Uint8Array(cut.body), {
    headers: {
      'Content-Type': `image/${format}`,
      // The address names the file by its hash and the cut by its numbers: for one Accept, the answer never changes.
      'Cache-Control': 'public, max-age=31536000',
      Vary: 'Accept',
    },
  })
}
