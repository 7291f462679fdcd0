import { CircleCheck } from 'lucide'
import type { ReactNode } from 'react'

import { Svg } from '@/components/ui/icon'

/** The top of a page a visitor lands on once what they sent is received: a check mark, the title, the message. */
export function ConfirmationHeading({
  title,
  message,
  children,
}: {
  title: ReactNode
  message: ReactNode
  /** What follows the message in the same centred column. */
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <Svg icon={CircleCheck} className="mx-auto size-16 text-green-700" />
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="lead">{message}</p>
      {children}
    </div>
  )
}
