import type { ReactNode } from 'react'

import { telHref } from '@/lib/phone-number'

/** Every phone link on the site; taps are reported as call conversions by the tag manager script. */
export function PhoneLink({
  phone,
  className,
  children,
}: {
  phone: string
  className?: string
  children?: ReactNode
}) {
  return (
    <a href={telHref(phone)} className={className}>
      {children ?? phone}
    </a>
  )
}
