import { getImageProps, type ImageLoader } from 'next/image'

// Sanity's image CDN resizes on request: a plain server-rendered <img> with a srcset, no optimizer of ours.
const sanityLoader: ImageLoader = ({ src, width, quality }) =>
  `${src}?w=${width}&auto=format&q=${quality ?? 75}`

type Cover = { url: string | null; alt: string | null; width: number | null; height: number | null }

/** The guide's picture at the width of its text, its own proportions kept so nothing moves as it loads. */
export function GuideCover({ cover }: { cover: Cover | null }) {
  if (!cover?.url || !cover.width || !cover.height) return null
  const { props } = getImageProps({
    src: cover.url,
    alt: cover.alt ?? '',
    width: 1152,
    height: Math.round((1152 * cover.height) / cover.width),
    sizes: '(min-width: 72rem) 72rem, 100vw',
    priority: true,
    loader: sanityLoader,
  })
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives this <img> its srcset
  return <img {...props} alt={cover.alt ?? ''} className="mt-8 h-auto w-full rounded-2xl" />
}
