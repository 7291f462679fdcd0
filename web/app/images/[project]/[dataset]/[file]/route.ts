import path from 'node:path'

import { getSiteImages } from '@/lib/content'
import { sanityConfig } from '@/lib/content/source'
import { DEFAULT_DATASET_PATH } from '@/lib/content/ndjson'
import { serverEnv } from '@/lib/config/env'
import { allowedImageAddress, allowedImages } from '@/lib/images/allowed-images'
import { EMBEDDED_IMAGES, embeddedImagesFolder } from '@/lib/images/embedded-images'
import { imageLocation } from '@/lib/images/image-location'
import { formatFor, imageAnswer, localImage } from '@/lib/images/local-image'

const refusal = (status: 400 | 404, text: string) =>
  new Response(text, { status, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } })

/**
 * The embedded dataset's pictures, at the path shape of Sanity's CDN, cut and resized with sharp as the address
 * says, and only as the site's own pages ask (lib/images/allowed-images.ts): any other size, crop or parameter is a
 * 400, an unknown picture a 404, neither kept anywhere. With a Sanity project the CDN serves them, and this route
 * has nothing to serve.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ project: string; dataset: string; file: string }> },
) {
  const { project, dataset, file } = await params
  if (sanityConfig() || project !== EMBEDDED_IMAGES.projectId || dataset !== EMBEDDED_IMAGES.dataset) {
    return refusal(404, 'No such picture')
  }
  const { pathname, search } = new URL(request.url)
  const list = allowedImages(imageLocation(), await getSiteImages())
  const allowed = allowedImageAddress(pathname, search, list)
  if ('refused' in allowed) {
    return allowed.refused === 404
      ? refusal(404, 'No such picture')
      : refusal(400, 'The site asks for this picture at other sizes only')
  }
  const format = formatFor(request.headers.get('accept'), path.extname(file).slice(1))
  const folder = embeddedImagesFolder(serverEnv().EMBEDDED_DATASET_PATH ?? DEFAULT_DATASET_PATH)
  return imageAnswer(await localImage(list, folder, file, allowed.address, format), format)
}
