import type { IconNode } from 'lucide'

import { ICON_SPRITE_URL, SPRITE_ICONS } from './icon-sprite'

const SPRITE_IDS = new Map(Object.entries(SPRITE_ICONS).map(([id, drawing]) => [drawing, id]))

function SpriteIcon({ id, className }: { id: string; className?: string }) {
  // No className key at all when there is none: the payload would carry `"className":"$undefined"` for each icon.
  return (
    <svg aria-hidden="true" {...(className && { className })}>
      <use href={`${ICON_SPRITE_URL}#${id}`} />
    </svg>
  )
}

/**
 * A lucide drawing, drawn from the site's icon sprite (app/icons.svg). lucide-react's icons are client components
 * (they read a context), so each one on a page was a component to hydrate with its drawing sent twice; here the
 * page carries a reference of a few bytes and the drawings come once, cached. The size and a stroke other than
 * lucide's come from the class (`size-5`, `stroke-3`): the stylesheet is inline, so it applies from the first paint.
 */
export function Svg({ icon, className }: { icon: IconNode; className: string }) {
  const id = SPRITE_IDS.get(icon)
  if (!id)
    throw new Error('This icon is not in the sprite: add it to SPRITE_ICONS (components/ui/icon-sprite.ts)')
  return <SpriteIcon id={id} className={className} />
}

// Keys are the icon values editors pick in the Studio (studio/schemas/objects/card.ts), values the sprite's ids; a
// unit test keeps the two lists equal and every id in the sprite, since a name missing here silently draws the
// shield.
export const ICONS: Record<string, string> = {
  home: 'house',
  car: 'car',
  key: 'key-round',
  heart: 'heart',
  shield: 'shield',
  umbrella: 'umbrella',
  gem: 'gem',
  cabin: 'tent',
  'mobile-home': 'caravan',
  'id-card': 'id-card',
  star: 'star',
  users: 'users',
  document: 'file-text',
  clock: 'clock',
  dollar: 'dollar-sign',
  wrench: 'wrench',
  medical: 'stethoscope',
  sliders: 'sliders',
  handshake: 'handshake',
  language: 'languages',
  chart: 'chart-line',
  check: 'check',
}

/** An icon an editor picked by name in the Studio; a card's icon takes its size and stroke from `card-icon`. */
export function Icon({ name, className }: { name: string; className?: string }) {
  return <SpriteIcon id={ICONS[name] ?? 'shield'} className={className} />
}
