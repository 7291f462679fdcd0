'use client'

import type { ReactNode } from 'react'

import { trackPhoneConversion } from '@/lib/analytics'
import { telHref } from '@/lib/format'

/** Every phone link on the site: dials the number and reports the call as an ad conversion. */
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
    <a href={telHref(phone)} className={className} onClick={trackPhoneConversion}>
      {children ?? phone}
    </a>
  )
}
