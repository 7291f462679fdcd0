// The embedded dataset's pictures as app/images cuts them: what a broken or outsized picture costs the server, and
// that what it keeps follows the content's pictures.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { crc32, deflateSync } from 'node:zlib'

import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { allowedImages, type SiteImages } from '@/lib/images/allowed-images'
import type { DrawableImage } from '@/lib/images/image-url'
import { FAILURE_KEPT_MS, imageAnswer, localImage, MAX_INPUT_PIXELS } from '@/lib/images/local-image'

import { captureLog } from '../operations/log-capture'

const SITE = { projectId: 'embedded', dataset: 'production', baseUrl: '/' }
const RED = { r: 220, g: 30, b: 30 }
const BLUE = { r: 30, g: 30, b: 220 }

let folder: string
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'local-image-'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  rmSync(folder, { recursive: true, force: true })
})

/** A logo of the content, `width` × `height`, as its asset names its file (sha1-WxH.png). */
const logo = (sha1: string, width: number, height: number): DrawableImage => ({
  crop: null,
  hotspot: null,
  asset: {
    _id: `image-${sha1}-${width}x${height}-png`,
    metadata: { dimensions: { width, height }, lqip: null },
  },
})
const fileOf = (image: DrawableImage) => `${image.asset._id.slice('image-'.length).replace(/-png$/, '')}.png`
const siteWith = (...logos: DrawableImage[]): SiteImages => ({ teamPhotos: [], covers: [], logos })

/** The allow-list of the pictures, and its addresses of `image` (a logo's 1×, 2× and 3×). */
function listOf(images: SiteImages, image: DrawableImage) {
  const list = allowedImages(SITE, images)
  const addresses = [...list.addresses].filter((address) => address.includes(fileOf(image)))
  expect(addresses).toHaveLength(3)
  return { list, addresses }
}

const drawn = (color: typeof RED) =>
  sharp({ create: { width: 120, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer()

/** The colour in the middle of a cut. */
async function colourOf(body: Buffer) {
  const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true })
  const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
  return { r: data[middle]!, g: data[middle + 1]!, b: data[middle + 2]! }
}
const near = (colour: typeof RED) => ({
  r: expect.closeTo(colour.r, -1.5),
  g: expect.closeTo(colour.g, -1.5),
  b: expect.closeTo(colour.b, -1.5),
})

const cutsLogged = (lines: { level: string; msg: string }[]) =>
  lines.filter((line) => line.level === 'error' && line.msg.startsWith('The picture '))

/** A valid PNG of `width` × `height` pixels, one bit each, all black: kilobytes on disk whatever its size. */
function pngOf(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const check = Buffer.alloc(4)
    check.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, check])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth; colour type 0 (grey), deflate, adaptive filtering, no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height)
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('a picture app/images cuts', () => {
  it('is kept once cut, until the content’s pictures change: then it is cut anew from its file', async () => {
    const image = logo('a'.repeat(40), 120, 40)
    const file = fileOf(image)
    writeFileSync(path.join(folder, file), await drawn(RED))
    const { list, addresses } = listOf(siteWith(image), image)
    const first = await localImage(list, folder, file, addresses[0]!, 'jpeg')
    expect(await colourOf((first as { body: Buffer }).body)).toEqual(near(RED))

    // The file changes under the same name: what was cut is what is answered while the pictures are the same.
    writeFileSync(path.join(folder, file), await drawn(BLUE))
    expect(allowedImages(SITE, siteWith(image))).toBe(list)
    expect(await localImage(list, folder, file, addresses[0]!, 'jpeg')).toBe(first)

    // A logo added in the Studio: another set of pictures, and nothing of the last one is kept.
    const other = logo('b'.repeat(40), 120, 40)
    const changed = listOf(siteWith(image, other), image)
    expect(changed.list).not.toBe(list)
    const again = await localImage(changed.list, folder, file, changed.addresses[0]!, 'jpeg')
    expect(await colourOf((again as { body: Buffer }).body)).toEqual(near(BLUE))

    const answer = imageAnswer(again, 'webp')
    expect(answer.status).toBe(200)
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000',
      vary: 'Accept',
    })
  })

  it('that is broken is decoded once a minute, at whatever size it is asked for, and answers 500 meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const image = logo('c'.repeat(40), 120, 40)
    const file = fileOf(image)
    writeFileSync(path.join(folder, file), 'not a picture')
    const { list, addresses } = listOf(siteWith(image), image)
    const lines = captureLog()
    expect(await localImage(list, folder, file, addresses[0]!, 'jpeg')).toEqual({ failed: 'unreadable' })

    // Mended on disk: a decode would now succeed, so every answer within the minute is the failure remembered.
    writeFileSync(path.join(folder, file), await drawn(RED))
    vi.advanceTimersByTime(FAILURE_KEPT_MS - 1000)
    for (const address of addresses)
      for (const format of ['jpeg', 'webp'] as const)
        expect(await localImage(list, folder, file, address, format)).toEqual({ failed: 'unreadable' })
    const refused = imageAnswer({ failed: 'unreadable' }, 'jpeg')
    expect(refused.status).toBe(500)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.text()).toBe('This picture cannot be drawn')

    // A minute after the failure, the file is read again.
    vi.advanceTimersByTime(1000)
    const mended = await localImage(list, folder, file, addresses[1]!, 'jpeg')
    expect(await colourOf((mended as { body: Buffer }).body)).toEqual(near(RED))
    vi.restoreAllMocks()
    const logged = cutsLogged(lines)
    expect(logged).toEqual([
      expect.objectContaining({
        file,
        msg: expect.stringMatching(
          /^The picture c{40}-120x40\.png cannot be drawn: sharp cannot read it \(.+\)\. Its addresses answer 500 for 60 s, then it is tried again$/,
        ),
      }),
    ])
    expect(logged[0]!.msg).not.toContain(folder)
  })

  it(`over ${MAX_INPUT_PIXELS / 1e6} megapixels is refused from its header with a 500 that says so, never decoded`, async () => {
    const image = logo('d'.repeat(40), 10_000, 6_000)
    const file = fileOf(image)
    writeFileSync(path.join(folder, file), pngOf(10_000, 6_000))
    const { list, addresses } = listOf(siteWith(image), image)
    const lines = captureLog()
    const started = performance.now()
    const cut = await localImage(list, folder, file, addresses[2]!, 'png')
    const ms = performance.now() - started
    vi.restoreAllMocks()
    expect(cut).toEqual({ failed: 'too large' })
    const answer = imageAnswer(cut, 'png')
    expect(answer.status).toBe(500)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.text()).toBe('This picture is larger than the server draws')
    expect(cutsLogged(lines)).toEqual([
      expect.objectContaining({
        file,
        msg: `The picture ${file} cannot be drawn: it has over 50 megapixels, more than the server cuts; put a smaller one in its place. Its addresses answer 500 for 60 s, then it is tried again`,
      }),
    ])
    // Its 60 million pixels were never decoded.
    expect(ms).toBeLessThan(1000)
  })

  it('is cut at most two at a time, however many are asked for at once', async () => {
    const images = Array.from({ length: 4 }, (_, n) => logo(String(n).repeat(40), 1200, 400))
    for (const image of images)
      writeFileSync(
        path.join(folder, fileOf(image)),
        await sharp({ create: { width: 1200, height: 400, channels: 3, background: RED } })
          .png()
          .toBuffer(),
      )
    const list = allowedImages(SITE, siteWith(...images))
    let most = 0
    let cutting = true
    const watch = (async () => {
      for (; cutting; await nextTurn()) most = Math.max(most, sharp.counters().process)
    })()
    const cuts = await Promise.all(
      images.flatMap((image) =>
        [...list.addresses]
          .filter((address) => address.includes(fileOf(image)))
          .flatMap((address) =>
            (['jpeg', 'webp', 'png'] as const).map((format) =>
              localImage(list, folder, fileOf(image), address, format),
            ),
          ),
      ),
    )
    cutting = false
    await watch
    expect(cuts).toHaveLength(36)
    expect(cuts.every((cut) => 'body' in cut)).toBe(true)
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(2)
  })
})
