import { CheckCircle2, LoaderCircle } from 'lucide-react'

export type FormStatus = 'idle' | 'sending' | 'success' | 'error'

type Labels = { idleLabel: string; sendingLabel: string; successLabel: string; errorLabel: string }

const STYLE: Record<FormStatus, string> = {
  idle: 'bg-brand-700 text-white hover:bg-brand-800',
  sending: 'cursor-wait bg-slate-400 text-slate-900',
  success: 'bg-green-700 text-white',
  error: 'bg-brand-700 text-white hover:bg-brand-800',
}

/** The form's button shows its state; a polite live region tells screen-reader users the same. */
export function SubmitButton({ status, labels }: { status: FormStatus; labels: Labels }) {
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
        className={`button-base w-full gap-2 px-6 py-3 text-base ${STYLE[status]}`}
      >
        {status === 'sending' && (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        )}
        {status === 'success' && <CheckCircle2 aria-hidden="true" className="size-5" />}
        {label}
      </button>
      <p role="status" className="sr-only">
        {status === 'idle' ? '' : label}
      </p>
    </>
  )
}
