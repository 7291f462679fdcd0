import type { DrawableImage, ImageLocation, ImageSource } from './image-url'
import { isDrawable } from './image-url'
import { carrierLogo, guideCover, guideShareImage, type ImageVariant, teamPhoto } from './image-variants'

export type SiteImages = {
  teamPhotos: ImageSource[]
  covers: ImageSource[]
  logos: ImageSource[]
}

/** The addresses app/images answers, each in its one spelling, and the pictures they name. */
export type ImageAllowList = { addresses: ReadonlySet<string>; pictures: ReadonlySet<string> }

const srcSetUrls = (variant: ImageVariant) => variant.srcSet.split(', ').map((entry) => entry.split(' ')[0]!)

const drawable = (images: ImageSource[]) => images.filter(isDrawable)

// One spelling of an address's query: the server may hand the route `rect=1%2C2…` where the page wrote `rect=1,2…`
// (Next rebuilds the query it parsed), and a stranger may spell any character as its escape; the order of the
// parameters, which the site fixes, is kept.
const canonical = (pathname: string, query: string) => `${pathname}?${new URLSearchParams(query).toString()}`

// The last list made, by the pictures it was made from: the route asks on every request, and the pictures change
// only when the content does (making the list of the seed’s 16 pictures takes about 0.6 ms; telling it is the same, about 30 µs).
let last: { key: string; list: ImageAllowList } | undefined

/**
 * Every address the site's own pages ask for, each drawn exactly as a page draws it (a team photo's sizes, a
 * cover's and its sharing image, a logo's): the only addresses app/images answers, so nobody can make the server
 * cut or resize anything else.
 */
export function allowedImages(location: ImageLocation, images: SiteImages): ImageAllowList {
  const key = JSON.stringify([location, images])
  if (last?.key !== key) last = { key, list: makeAllowList(location, images) }
  return last.list
}

function makeAllowList(location: ImageLocation, images: SiteImages): ImageAllowList {
  const urls = [
    ...drawable(images.teamPhotos).flatMap((image) => srcSetUrls(teamPhoto(location, image))),
    ...drawable(images.covers).flatMap((image: DrawableImage) => [
      ...srcSetUrls(guideCover(location, image)),
      guideShareImage(location, image),
    ]),
    ...drawable(images.logos).flatMap((image) => srcSetUrls(carrierLogo(location, image))),
  ].map((url) => url.split('?') as [string, string?])
  return {
    addresses: new Set(urls.map(([pathname, query = '']) => canonical(pathname, query))),
    pictures: new Set(urls.map(([pathname]) => pathname)),
  }
}

/**
 * The allowed address a request names, in the allow-list's spelling (so however it was written, it is one
 * address, cut and kept once), or why app/images refuses it: 404 for a picture the site does not have, 400 for
 * one it has asked for otherwise (another width, crop, parameter or order of them).
 */
export function allowedImageAddress(
  pathname: string,
  search: string,
  allowed: ImageAllowList,
): { address: string } | { refused: 400 | 404 } {
  const address = canonical(pathname, search)
  if (allowed.addresses.has(address)) return { address }
  return { refused: allowed.pictures.has(pathname) ? 400 : 404 }
}
