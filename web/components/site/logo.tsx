import { ShieldCheck } from 'lucide'
import Link from 'next/link'

import { Svg } from '@/components/ui/icon'

export function Logo({ name, home }: { name: string; home: string }) {
  return (
    <Link
      href={home}
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-brand-900"
    >
      <Svg icon={ShieldCheck} className="size-7 text-brand-700" />
      <span>{name}</span>
    </Link>
  )
}
