import { ShieldCheck } from 'lucide'

import { Svg } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

export function Logo({ name, home }: { name: string; home: string }) {
  return (
    <Link
      href={home}
      className="flex items-center gap-1.5 rounded-md text-base font-bold tracking-tight text-brand-900 sm:gap-2 sm:text-lg"
    >
      <Svg icon={ShieldCheck} className="size-6 shrink-0 text-brand-700 sm:size-7" />
      <span>{name}</span>
    </Link>
  )
}
