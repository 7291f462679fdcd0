import {
  Car,
  Caravan,
  ChartLine,
  Check,
  Clock,
  DollarSign,
  FileText,
  Gem,
  Handshake,
  Heart,
  House,
  IdCard,
  type IconNode,
  KeyRound,
  Languages,
  Shield,
  SlidersHorizontal,
  Star,
  Stethoscope,
  Tent,
  Umbrella,
  Users,
  Wrench,
} from 'lucide'

import { ICON_SPRITE_URL, SPRITE_ICONS } from './icon-sprite'

const SPRITE_IDS = new Map(Object.entries(SPRITE_ICONS).map(([id, drawing]) => [drawing, id]))

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
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${ICON_SPRITE_URL}#${id}`} />
    </svg>
  )
}

// Keys are the icon values editors pick in the Studio (studio/schemas/objects/card.ts); a unit test keeps the
// two lists equal, since a name missing here silently draws the shield.
export const ICONS: Record<string, IconNode> = {
  home: House,
  car: Car,
  key: KeyRound,
  heart: Heart,
  shield: Shield,
  umbrella: Umbrella,
  gem: Gem,
  cabin: Tent,
  'mobile-home': Caravan,
  'id-card': IdCard,
  star: Star,
  users: Users,
  document: FileText,
  clock: Clock,
  dollar: DollarSign,
  wrench: Wrench,
  medical: Stethoscope,
  sliders: SlidersHorizontal,
  handshake: Handshake,
  language: Languages,
  chart: ChartLine,
  check: Check,
}

/** An icon an editor picked by name in the Studio. */
export function Icon({ name, className = 'size-6' }: { name: string; className?: string }) {
  return <Svg icon={ICONS[name] ?? Shield} className={`${className} stroke-[1.75]`} />
}
