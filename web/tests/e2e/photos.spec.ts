import path from 'node:path'

import sharp from 'sharp'

import { expect, test } from './fixtures'

const SEED_IMAGES = path.join(import.meta.dirname, '../../../studio/seed/images')

// The pixels of a 96 × 96 picture, from the browser or from the source file, as RGB bytes.
async function sourcePixels(file: string, rect: number[]) {
  const [left, top, width, height] = rect as [number, number, number, number]
  return sharp(path.join(SEED_IMAGES, file))
    .extract({ left, top, width, height })
    .resize(96, 96, { fit: 'fill' })
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

test('the site answers its own picture addresses for good, and refuses any other size or crop', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const src = await page.locator('#team img').first().getAttribute('src')
  const served = await request.get(src!, { headers: { accept: 'image/avif,image/webp,*/*' } })
  expect(served.status()).toBe(200)
  expect(served.headers()).toMatchObject({
    'content-type': 'image/webp',
    'cache-control': 'public, max-age=31536000, immutable',
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
