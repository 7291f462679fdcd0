import { Phone } from 'lucide'
import type { ReactNode } from 'react'

import { Svg } from '@/components/ui/icon'
import { PhoneLink } from '@/components/ui/phone-link'

/** A page of the online quote with no step on it: closed, unknown, or done; the office's number where it helps. */
export function IntakeNotice({
  heading,
  text,
  phone,
  children,
}: {
  heading: string
  text: string
  phone?: string
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      {phone && (
        <p className="mt-6">
          <PhoneLink phone={phone} className="button-primary gap-2 px-5 py-3">
            <Svg icon={Phone} className="size-5" />
            {phone}
          </PhoneLink>
        </p>
      )}
      {children}
    </div>
  )
}
