import { describe, expect, it } from 'vitest'

import { allowedImageAddress, allowedImages } from '@/lib/images/allowed-images'
import type { DrawableImage } from '@/lib/images/image-url'
import {
  carrierLogo,
  COVER_WIDTHS,
  guideCover,
  guideShareImage,
  teamPhoto,
} from '@/lib/images/image-variants'

const SHA1 = '5d0c2fdb9c64ac362c844bb41384215f4b835877'
const CDN = { projectId: 'abc123', dataset: 'production' }
const SITE = { projectId: 'embedded', dataset: 'production', baseUrl: '/' }

const image = (
  width: number,
  height: number,
  crop: DrawableImage['crop'],
  hotspot: DrawableImage['hotspot'],
  extension = 'jpg',
): DrawableImage => ({
  crop,
  hotspot,
  asset: {
    _id: `image-${SHA1}-${width}x${height}-${extension}`,
    metadata: { dimensions: { width, height }, lqip: 'data:image/jpeg;base64,AAAA' },
  },
})

// A tall portrait, the face near its top: as the embedded dataset's Maria.
const portrait = image(
  600,
  1000,
  { top: 0, bottom: 0.04, left: 0.02, right: 0.02 },
  { x: 0.5, y: 0.19, width: 0.5, height: 0.3 },
)

const entries = (srcSet: string) =>
  srcSet.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ')
    return { url: new URL(url!, 'https://site.invalid'), descriptor }
  })

const rectOf = (url: URL) => url.searchParams.get('rect')!.split(',').map(Number)

describe('a team photo’s addresses', () => {
  it('are Sanity’s CDN addresses with the crop and hotspot as rect, w, h, fit=crop and auto=format', () => {
    const photo = teamPhoto(CDN, portrait)
    // Sanity's crop: 2 % off each side and 4 % off the bottom of 600 × 1000 is 576 × 960 from (12, 0); the square is
    // cut from it around the hotspot's centre (y = 190), kept inside the crop: it starts at the top.
    const base = `https://cdn.sanity.io/images/abc123/production/${SHA1}-600x1000.jpg`
    expect(photo.src).toBe(`${base}?rect=12,0,576,576&w=96&h=96&fit=crop&auto=format`)
    expect(photo.srcSet).toBe(
      [1, 2, 3]
        .map((x) => `${base}?rect=12,0,576,576&w=${96 * x}&h=${96 * x}&fit=crop&auto=format ${x}x`)
        .join(', '),
    )
    expect(photo).toMatchObject({
      width: 96,
      height: 96,
      rect: { left: 12, top: 0, width: 576, height: 576 },
    })
  })

  it('keep the hotspot inside the frame at every size, wherever it is', () => {
    for (const y of [0.08, 0.19, 0.5, 0.9]) {
      const source = { ...portrait, hotspot: { x: 0.3, y, width: 0.1, height: 0.1 } }
      for (const { url } of entries(teamPhoto(CDN, source).srcSet)) {
        const [left, top, width, height] = rectOf(url)
        expect(Number(url.searchParams.get('w'))).toBe(Number(url.searchParams.get('h')))
        expect(width).toBe(height)
        expect(0.3 * 600).toBeGreaterThanOrEqual(left!)
        expect(0.3 * 600).toBeLessThanOrEqual(left! + width!)
        expect(y * 1000, `hotspot at ${y}`).toBeGreaterThanOrEqual(top!)
        expect(y * 1000, `hotspot at ${y}`).toBeLessThanOrEqual(top! + height!)
      }
    }
  })

  it('are paths on this site, at the CDN’s path shape, on the embedded dataset', () => {
    expect(teamPhoto(SITE, portrait).src).toBe(
      `/images/embedded/production/${SHA1}-600x1000.jpg?rect=12,0,576,576&w=96&h=96&fit=crop&auto=format`,
    )
  })
})

describe('a guide cover’s addresses', () => {
  const cover = image(
    1600,
    1000,
    { top: 0.08, bottom: 0, left: 0.05, right: 0.05 },
    { x: 0.52, y: 0.55, width: 0.45, height: 0.5 },
  )

  it('show the editor’s crop at its own proportions, at widths up to the crop’s own', () => {
    const variant = guideCover(CDN, cover)
    const widths = entries(variant.srcSet).map(({ url, descriptor }) => {
      expect(url.searchParams.get('rect')).toBe('80,80,1440,920')
      expect(url.searchParams.has('h')).toBe(false)
      expect(descriptor).toBe(`${url.searchParams.get('w')}w`)
      return Number(url.searchParams.get('w'))
    })
    expect(widths).toEqual(COVER_WIDTHS.filter((width) => width <= 1440))
    expect(variant).toMatchObject({ width: 1152, height: Math.round((1152 * 920) / 1440) })
    expect(variant.sizes).toBe('(min-width: 72rem) 72rem, 100vw')
  })

  it('share as 1200 × 630 cut around the hotspot', () => {
    const url = new URL(guideShareImage(CDN, cover))
    expect(url.searchParams.get('w')).toBe('1200')
    expect(url.searchParams.get('h')).toBe('630')
    const [left, top, width, height] = rectOf(url)
    expect(width! / height!).toBeCloseTo(1200 / 630, 2)
    expect(0.55 * 1000).toBeGreaterThanOrEqual(top!)
    expect(0.55 * 1000).toBeLessThanOrEqual(top! + height!)
    expect(left).toBeGreaterThanOrEqual(80)
  })
})

describe('a carrier logo’s addresses', () => {
  it('show it whole, 40 pixels high at most 128 wide, at 1×, 2× and 3×', () => {
    const logo = carrierLogo(CDN, image(480, 150, null, null, 'png'))
    expect(logo).toMatchObject({ width: 128, height: 40 })
    expect(entries(logo.srcSet).map(({ url }) => url.search)).toEqual([
      '?w=128&auto=format',
      '?w=256&auto=format',
      '?w=384&auto=format',
    ])
  })
})

describe('what the site’s own image route answers', () => {
  const allowed = allowedImages(SITE, { teamPhotos: [portrait], covers: [], logos: [] })
  const path = `/images/embedded/production/${SHA1}-600x1000.jpg`
  const answer = (pathname: string, search: string) => allowedImageAddress(pathname, search, allowed)

  it('serves exactly the addresses the site’s pages ask for', () => {
    const urls = entries(teamPhoto(SITE, portrait).srcSet).map(({ url }) => url)
    expect(urls).toHaveLength(3)
    for (const url of urls) expect(answer(url.pathname, url.search)).toHaveProperty('address')
  })

  it('takes an address however its characters are written, as the one address the page asked for', () => {
    const { url } = entries(teamPhoto(SITE, portrait).srcSet)[0]!
    const asWritten = answer(url.pathname, url.search)
    expect(answer(url.pathname, url.search.replaceAll(',', '%2C'))).toEqual(asWritten)
    // Every spelling of one address is one answer kept, so escapes cannot grow the server's memory.
    expect(
      answer(url.pathname, url.search.replace('w=96', 'w=%39%36').replace('fit=crop', 'fit=%63rop')),
    ).toEqual(asWritten)
  })

  it('refuses another width, crop, parameter or order with 400, and an unknown picture with 404', () => {
    const refused = (search: string) => answer(path, search)
    expect(refused('?rect=12,0,576,576&w=97&h=97&fit=crop&auto=format')).toEqual({ refused: 400 })
    expect(refused('?rect=12,0,576,576&w=4000&h=4000&fit=crop&auto=format')).toEqual({ refused: 400 })
    expect(refused('?rect=12,100,576,576&w=96&h=96&fit=crop&auto=format')).toEqual({ refused: 400 })
    expect(refused('?rect=12,0,576,576&w=96&h=96&fit=crop&auto=format&blur=50')).toEqual({ refused: 400 })
    expect(refused('?rect=12,0,576,576&w=96&w=96&h=96&fit=crop&auto=format')).toEqual({ refused: 400 })
    expect(refused('?w=96&h=96&rect=12,0,576,576&fit=crop&auto=format')).toEqual({ refused: 400 })
    expect(refused('')).toEqual({ refused: 400 })
    expect(answer(`/images/embedded/production/${'0'.repeat(40)}-600x1000.jpg`, '?w=96')).toEqual({
      refused: 404,
    })
  })
})
