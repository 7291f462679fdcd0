import type { ReactNode } from 'react'

import { telHref } from '@/lib/format'

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
