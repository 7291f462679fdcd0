import { Phone } from 'lucide'
import type { ReactNode } from 'react'

import { Svg } from '@/components/ui/icon'
import { PhoneLink } from '@/components/ui/phone-link'

/**
 * Whose online quote this is, “Quote request for J. T., Auto Insurance”, so someone sent a stranger's link sees it
 * is not theirs before typing anything. Right after the heading, on screen and in the page's order: a screen reader
 * user who jumps to the heading hears it next.
 */
export function RequestFor({ text }: { text: string }) {
  return <p className="mt-2 font-semibold text-slate-700">{text}</p>
}

/**
 * A page of the online quote with no step on it: closed, unknown, or done; the office's number where it helps, and
 * whose request it is where the page shows one.
 */
export function IntakeNotice({
  heading,
  text,
  phone,
  requestFor,
  children,
}: {
  heading: string
  text: string
  phone?: string
  requestFor?: string
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      {requestFor && <RequestFor text={requestFor} />}
      <p className="lead">{text}</p>
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
