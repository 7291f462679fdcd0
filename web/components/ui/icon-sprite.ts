import {
  Award,
  BookOpen,
  CalendarPlus,
  Car,
  Caravan,
  ChartLine,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  Clock,
  CreditCard,
  DollarSign,
  ExternalLink,
  FilePen,
  FileText,
  Gem,
  Handshake,
  Heart,
  House,
  IdCard,
  type IconNode,
  Info,
  KeyRound,
  Languages,
  LifeBuoy,
  Lightbulb,
  LoaderCircle,
  Mail,
  MapPin,
  Pause,
  Phone,
  Play,
  Shield,
  ShieldCheck,
  SlidersHorizontal,
  Star,
  Stethoscope,
  Tent,
  TriangleAlert,
  Truck,
  Umbrella,
  Users,
  Wrench,
} from 'lucide'

/** Every drawing the site shows, by its id in the sprite. */
export const SPRITE_ICONS: Record<string, IconNode> = {
  award: Award,
  'book-open': BookOpen,
  'calendar-plus': CalendarPlus,
  car: Car,
  caravan: Caravan,
  'chart-line': ChartLine,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-check': CircleCheck,
  clock: Clock,
  'credit-card': CreditCard,
  'dollar-sign': DollarSign,
  'external-link': ExternalLink,
  'file-pen': FilePen,
  'file-text': FileText,
  gem: Gem,
  handshake: Handshake,
  heart: Heart,
  house: House,
  'id-card': IdCard,
  info: Info,
  'key-round': KeyRound,
  languages: Languages,
  'life-buoy': LifeBuoy,
  lightbulb: Lightbulb,
  'loader-circle': LoaderCircle,
  mail: Mail,
  'map-pin': MapPin,
  pause: Pause,
  phone: Phone,
  play: Play,
  shield: Shield,
  'shield-check': ShieldCheck,
  sliders: SlidersHorizontal,
  star: Star,
  stethoscope: Stethoscope,
  tent: Tent,
  'triangle-alert': TriangleAlert,
  truck: Truck,
  umbrella: Umbrella,
  users: Users,
  wrench: Wrench,
}

const escapeAttribute = (value: string | number | undefined) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')

/**
 * One SVG file with every drawing as a <symbol>. Each icon on a page is then a <use> of it: the drawings travel
 * once per visitor, cached, instead of twice per icon in every page (its markup and its payload). The stroke's
 * width is left to each icon, which the <use> passes down.
 */
export const ICON_SPRITE =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  Object.entries(SPRITE_ICONS)
    .map(
      ([id, drawing]) =>
        `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">` +
        drawing
          .map(
            ([tag, attributes]) =>
              `<${tag}${Object.entries(attributes)
                .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
                .join('')}/>`,
          )
          .join('') +
        '</symbol>',
    )
    .join('') +
  '</svg>'

/** FNV-1a: the sprite's address changes with its drawings, so browsers may keep each version for good. */
function fingerprint(text: string) {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

export const ICON_SPRITE_PATH = '/icons.svg'
export const ICON_SPRITE_URL = `${ICON_SPRITE_PATH}?v=${fingerprint(ICON_SPRITE)}`
