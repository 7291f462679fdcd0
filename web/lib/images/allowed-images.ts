import type { DrawableImage, ImageLocation, ImageSource } from './image-url'
import { isDrawable } from './image-url'
import { carrierLogo, guideCover, guideShareImage, type ImageVariant, teamPhoto } from './image-variants'

export type SiteImages = {
  teamPhotos: ImageSource[]
  covers: ImageSource[]
  logos: ImageSource[]
}

const srcSetUrls = (variant: ImageVariant) => variant.srcSet.split(', ').map((entry) => entry.split(' ')[0]!)

const drawable = (images: ImageSource[]) => images.filter(isDrawable)

/**
 * Every address the site's own pages ask for, each drawn exactly as a page draws it (a team photo's sizes, a
 * cover's and its sharing image, a logo's): the only addresses app/images answers, so nobody can make the server
 * cut or resize anything else.
 */
export function allowedImageUrls(location: ImageLocation, images: SiteImages): Set<string> {
  const urls = [
    ...drawable(images.teamPhotos).flatMap((image) => srcSetUrls(teamPhoto(location, image))),
    ...drawable(images.covers).flatMap((image: DrawableImage) => [
      ...srcSetUrls(guideCover(location, image)),
      guideShareImage(location, image),
    ]),
    ...drawable(images.logos).flatMap((image) => srcSetUrls(carrierLogo(location, image))),
  ]
  return new Set(urls)
}
