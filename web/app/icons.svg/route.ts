import { ICON_SPRITE } from '@/components/ui/icon-sprite'

// Built once with the site; pages ask for it under an address that names its version (ICON_SPRITE_URL).
export function GET() {
  return new Response(ICON_SPRITE, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
