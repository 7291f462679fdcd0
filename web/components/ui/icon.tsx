import { createElement } from 'react'

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

/**
 * A lucide drawing as plain server-rendered SVG. lucide-react's icons are client components (they read a
 * context), so each one on a page was a component to hydrate with its drawing sent twice; lucide's own data
 * package gives the same drawings as data.
 */
export function Svg({
  icon,
  className,
  strokeWidth = 2,
}: {
  icon: IconNode
  className?: string
  strokeWidth?: number
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
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
  return <Svg icon={ICONS[name] ?? Shield} className={className} strokeWidth={1.75} />
}
