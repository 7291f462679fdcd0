import type { ReactNode } from 'react'

export type FormStatus = 'idle' | 'sending' | 'success' | 'error'

type Labels = { idleLabel: string; sendingLabel: string; successLabel: string; errorLabel: string }
/** Rendered by the server parent: their drawings travel in the page payload, not in the form's bundle. */
export type SubmitIcons = { sending: ReactNode; success: ReactNode }

const STYLE: Record<FormStatus, string> = {
  idle: 'bg-brand-700 text-white hover:bg-brand-800',
  sending: 'cursor-wait bg-slate-400 text-slate-900',
  success: 'bg-green-700 text-white',
  error: 'bg-brand-700 text-white hover:bg-brand-800',
}

type Props = {
  status: FormStatus
  labels: Labels
  icons: SubmitIcons
  /** The id of what a visitor must read before sending, read out with the button. */
  describedBy?: string
}

/** The form's button shows its state; a polite live region tells screen-reader users the same. */
export function SubmitButton({ status, labels, icons, describedBy }: Props) {
  const label = {
    idle: labels.idleLabel,
    sending: labels.sendingLabel,
    success: labels.successLabel,
    error: labels.errorLabel,
  }[status]
  return (
    <>
      <button
        type="submit"
        disabled={status === 'sending' || status === 'success'}
        aria-describedby={describedBy}
        className={`button-base w-full gap-2 px-6 py-3 text-base ${STYLE[status]}`}
      >
        {status === 'sending' && <span aria-hidden="true">{icons.sending}</span>}
        {status === 'success' && <span aria-hidden="true">{icons.success}</span>}
        {label}
      </button>
      <p role="status" className="sr-only">
        {status === 'idle' ? '' : label}
      </p>
    </>
  )
}
