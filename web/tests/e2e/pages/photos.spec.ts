import path from 'node:path'

import sharp from 'sharp'

import { guides } from '../../support/data/dataset'
import { expect, test } from '../fixtures'

const SEED_IMAGES = path.join(import.meta.dirname, '../../../../studio/seed/images')

// The part `rect` of a source picture, at `width` × `height`, as RGB bytes.
async function sourcePixels(file: string, rect: number[], width = 96, height = 96) {
  const [left, top, cutWidth, cutHeight] = rect as [number, number, number, number]
  return sharp(path.join(SEED_IMAGES, file))
    .extract({ left, top, width: cutWidth, height: cutHeight })
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer()
}

const difference = (a: Uint8Array, b: Uint8Array) =>
  a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length

test('the team’s photos load with their srcset and box, cut around the hotspot, and nothing shifts', async ({
  page,
  pageErrors,
}) => {
  // Every layout shift of the page's life, as CLS counts them (not those right after an input).
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/')
  const photos = page.locator('#team img')
  await expect(photos).toHaveCount(2)
  await photos.first().scrollIntoViewIfNeeded()
  for (const photo of await photos.all()) {
    await expect(photo).toHaveAttribute('width', '96')
    await expect(photo).toHaveAttribute('height', '96')
    await expect(photo).toHaveAttribute('srcset', /\/images\/embedded\/production\/\S+ 1x, \S+ 2x, \S+ 3x$/)
    await expect(photo).toHaveAttribute('alt', /^(Maria Delgado|Kevin Tran), smiling/)
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(96)
  }

  // Maria's face is near the top of a tall picture: the circle shows that part, not the middle.
  const maria = page.getByRole('img', { name: /Maria Delgado/ })
  const { src, pixels } = await maria.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 96
    const context = canvas.getContext('2d')!
    context.drawImage(img, 0, 0, 96, 96)
    const rgba = context.getImageData(0, 0, 96, 96).data
    return { src: img.currentSrc, pixels: Array.from(rgba).filter((_, index) => index % 4 !== 3) }
  })
  const url = new URL(src)
  const file = url.pathname.split('/').pop()!
  const rect = url.searchParams.get('rect')!.split(',').map(Number)
  expect(rect[1], 'the cut starts at the top').toBe(0)
  const shown = Uint8Array.from(pixels)
  const top = difference(shown, await sourcePixels(file, rect))
  const middle = difference(shown, await sourcePixels(file, [rect[0]!, 212, rect[2]!, rect[3]!]))
  expect(top).toBeLessThan(8)
  expect(middle).toBeGreaterThan(4 * top)

  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0)
  expect(pageErrors).toEqual([])
})

test('the site answers its own picture addresses for a year, by Accept, and refuses any other size or crop', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const src = await page.locator('#team img').first().getAttribute('src')
  const served = await request.get(src!, { headers: { accept: 'image/avif,image/webp,*/*' } })
  expect(served.status()).toBe(200)
  expect(served.headers()).toMatchObject({
    'content-type': 'image/webp',
    // Not immutable: a cache keeps one copy of the address per Accept, never one format for every browser.
    'cache-control': 'public, max-age=31536000',
  })
  // Next adds its own (rsc, …) to the list.
  expect(served.headers().vary).toMatch(/(^|, )Accept$/)
  expect((await sharp(await served.body()).metadata()).width).toBe(96)
  const plain = await request.get(src!, { headers: { accept: 'image/*' } })
  expect(plain.headers()['content-type']).toBe('image/jpeg')

  const [pathname] = src!.split('?')
  for (const search of [
    '?rect=12,0,576,576&w=5000&h=5000&fit=crop&auto=format',
    '?rect=0,0,600,1000&w=96&h=96&fit=crop&auto=format',
    `${src!.slice(pathname!.length)}&blur=100`,
  ]) {
    const refused = await request.get(`${pathname}${search}`)
    expect(refused.status(), search).toBe(400)
    expect(refused.headers()['cache-control'], search).toBe('no-store')
  }
  const unknown = await request.get(pathname!.replace(/[0-9a-f]{40}/, '0'.repeat(40)))
  expect(unknown.status()).toBe(404)
})

test('a guide shared on social sites shows its cover, cut to 1200 × 630 around the hotspot', async ({
  page,
  request,
}) => {
  // The guide whose hotspot is furthest from its cover's middle, where a cut around the middle would differ most.
  const offCentre = ({ coverImage }: ReturnType<typeof guides>[number]) =>
    coverImage?.hotspot ? Math.abs(coverImage.hotspot.x - 0.5) + Math.abs(coverImage.hotspot.y - 0.5) : -1
  const guide = guides('en').reduce((best, next) => (offCentre(next) > offCentre(best) ? next : best))
  await page.goto(guide.path)
  const shared = await page.locator('meta[property="og:image"]').getAttribute('content')
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
  const article = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((json) =>
      json.includes('"Article"'),
    )!,
  )
  expect(article.image, 'search engines get the same picture').toBe(shared)

  // Absolute, as a social site fetches it; this site serves it on the embedded default.
  const url = new URL(shared!)
  const file = url.pathname.split('/').pop()!
  expect(guide.coverImage!.asset!._ref).toBe(`image-${file.replace('.', '-')}`)
  const served = await request.get(`${url.pathname}${url.search}`, { headers: { accept: 'image/*' } })
  expect(served.status()).toBe(200)
  const image = sharp(await served.body())
  expect(await image.metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' })

  // The cut is centred on the hotspot as far as the cover's edges allow (Sanity's own rule), and is that part of it.
  const [left, top, width, height] = url.searchParams.get('rect')!.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ]
  const [, sourceWidth, sourceHeight] = file.match(/-(\d+)x(\d+)\./)!.map(Number) as [number, number, number]
  const { x, y } = guide.coverImage!.hotspot!
  const centred = (at: number, size: number, whole: number) =>
    Math.min(Math.max(at * whole - size / 2, 0), whole - size)
  expect(Math.abs(left - centred(x, width, sourceWidth))).toBeLessThanOrEqual(1)
  expect(Math.abs(top - centred(y, height, sourceHeight))).toBeLessThanOrEqual(1)
  expect(top, 'not the middle of the cover').not.toBe(Math.round((sourceHeight - height) / 2))
  const shown = await image.resize(120, 63, { fit: 'fill' }).removeAlpha().raw().toBuffer()
  expect(difference(shown, await sourcePixels(file, [left, top, width, height], 120, 63))).toBeLessThan(8)
})
