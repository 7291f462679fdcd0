import {
  Award,
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
  KeyRound,
  Languages,
  type LucideIcon,
  Shield,
  SlidersHorizontal,
  Star,
  Stethoscope,
  Tent,
  Umbrella,
  Users,
  Wrench,
} from 'lucide-react'

// Keys are the icon values editors pick in the Studio (studio/schemas/objects/card.ts).
const ICONS: Record<string, LucideIcon> = {
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
  award: Award,
}

export function Icon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Component = ICONS[name] ?? Shield
  return <Component aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />
}
