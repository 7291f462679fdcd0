import { type CSSProperties, useEffect, useId, useRef, useState } from 'react'
import { TextWithTone, useCurrentUser } from 'sanity'

import {
  type ContactChannel,
  type ContactChoices,
  type ContactKeys,
  keyList,
  OPT_OUT_WAYS,
  type OptOutWay,
} from '../../web/lib/contact-choices/contact-choices'
import {
  historyLines,
  type KeyedEntry,
  keyTitle,
  optOutAppends,
  type RegisterAppend,
  recordedBy,
  withdrawalAppends,
} from './contact-choices'

const button: CSSProperties = { minHeight: '2rem', padding: '0 0.75rem' }

const dialogStyle: CSSProperties = {
  maxWidth: '28rem',
  width: 'calc(100% - 2rem)',
  padding: '1.25rem',
  border: '1px solid var(--card-border-color)',
  borderRadius: '6px',
  background: 'var(--card-bg-color, #fff)',
  color: 'var(--card-fg-color, #101112)',
}

const field: CSSProperties = { display: 'grid', gap: '0.35rem' }

const TITLES: Record<ContactChannel, { ask: string; withdraw: string }> = {
  texts: { ask: 'Asked not to be texted', withdraw: 'Withdraw the opt-out of texts' },
  calls: { ask: 'Asked not to be called', withdraw: 'Withdraw the opt-out of calls' },
}

/**
 * A small modal dialog of the browser's own, open while it is shown. Its buttons act on click, with no form of its
 * own: nested in the Studio's document form, a form's submit went to the browser, which reloaded the page.
 */
function Dialog({
  onClose,
  children,
}: {
  onClose: () => void
  children: (titleId: string) => React.ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog ref={ref} aria-labelledby={titleId} style={dialogStyle} onCancel={onClose} onClose={onClose}>
      {children(titleId)}
    </dialog>
  )
}

/**
 * A dialog that saves one thing: its fields, then the button that saves (while it may) and Cancel. A save that fails
 * says so beside the buttons and keeps what was typed.
 */
function SaveDialog({
  title,
  intro,
  saveLabel,
  failed,
  canSave,
  save,
  onClose,
  children,
}: {
  title: string
  intro: React.ReactNode
  saveLabel: string
  /** What the failure says, before its reason: "It was not recorded". */
  failed: string
  canSave: boolean
  save: () => Promise<void>
  onClose: () => void
  children: React.ReactNode
}) {
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string>()
  const submit = async () => {
    setSaving(true)
    try {
      await save()
      onClose()
    } catch (failure) {
      setError(`${failed} (${(failure as Error).message}). Try again.`)
      setSaving(false)
    }
  }
  return (
    <Dialog onClose={onClose}>
      {(titleId) => (
        <div style={{ display: 'grid', gap: '1rem' }}>
          <h2 id={titleId} style={{ margin: 0, fontSize: '1.1rem' }}>
            {title}
          </h2>
          <p style={{ margin: 0, fontSize: '0.9rem' }}>{intro}</p>
          {children}
          {error && (
            <TextWithTone tone="critical" size={1} role="alert">
              {error}
            </TextWithTone>
          )}
          <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <button type="button" style={button} disabled={!canSave || saving} onClick={() => void submit()}>
              {saveLabel}
            </button>
            <button type="button" style={button} onClick={onClose}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </Dialog>
  )
}

/** How an opt-out came, and a note: then it is recorded for every key of the request. */
function OptOutDialog({
  channel,
  keys,
  onRecord,
  onClose,
}: {
  channel: ContactChannel
  keys: ContactKeys
  onRecord: (how: OptOutWay, note: string) => Promise<void>
  onClose: () => void
}) {
  const [how, setHow] = useState<OptOutWay>()
  const [note, setNote] = useState('')
  return (
    <SaveDialog
      title={TITLES[channel].ask}
      intro={
        <>
          Recorded for {keyList(keys).map(keyTitle).join(' and ')}: every request of this{' '}
          {keys.phone && keys.email ? 'phone and email' : keys.phone ? 'phone' : 'email'} shows it, and your
          CRM hears of it within a minute.
        </>
      }
      saveLabel="Record the opt-out"
      failed="It was not recorded"
      canSave={how !== undefined}
      save={() => onRecord(how!, note)}
      onClose={onClose}
    >
      <fieldset style={{ ...field, border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: '0.35rem' }}>How did they ask?</legend>
        {OPT_OUT_WAYS.map((way) => (
          <label key={way} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <input type="radio" name="how" value={way} checked={how === way} onChange={() => setHow(way)} />
            {way}
          </label>
        ))}
      </fieldset>
      <label style={field}>
        <span style={{ fontWeight: 600 }}>Note (optional)</span>
        <textarea rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
    </SaveDialog>
  )
}

/** Why an opt-out is withdrawn: required, and kept beside it. */
function WithdrawDialog({
  channel,
  onWithdraw,
  onClose,
}: {
  channel: ContactChannel
  onWithdraw: (reason: string) => Promise<void>
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  return (
    <SaveDialog
      title={TITLES[channel].withdraw}
      intro={
        <>
          Only for an opt-out recorded by mistake, or when the person asked, in a way you can show, to be{' '}
          {channel === 'texts' ? 'texted' : 'called'} again. The opt-out stays in the history, with your
          reason beside it.
        </>
      }
      saveLabel="Withdraw the opt-out"
      failed="It was not withdrawn"
      canSave={reason.trim() !== ''}
      save={() => onWithdraw(reason)}
      onClose={onClose}
    >
      <label style={field}>
        <span style={{ fontWeight: 600 }}>Reason (required)</span>
        <textarea rows={3} required value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
    </SaveDialog>
  )
}

type Open = { kind: 'opt-out' | 'withdraw'; channel: ContactChannel } | undefined

/** The button that opens the dialog to record an opt-out on a channel, or to withdraw one. */
function OpenButton({ onOpen, ...open }: NonNullable<Open> & { onOpen: (open: NonNullable<Open>) => void }) {
  return (
    <button type="button" style={button} onClick={() => onOpen(open)}>
      {open.kind === 'opt-out' ? TITLES[open.channel].ask : TITLES[open.channel].withdraw}
    </button>
  )
}

/**
 * The register's buttons on a request: a STOP reply in one click, an opt-out of texts or of calls that came another
 * way, and the withdrawal of one in force; then the person's history. Each writes the register only, never the
 * request: what the visitor sent stays as it came.
 */
export function ContactChoiceActions({
  keys,
  entries,
  choices,
  textsOptedOut,
  append,
  withdrawOnly = false,
}: {
  keys: ContactKeys
  entries: readonly KeyedEntry[]
  choices: ContactChoices
  /** Whether texts are opted out for this request (a box ticked after an opt-out is a new consent). */
  textsOptedOut: boolean
  append: (appends: RegisterAppend[]) => Promise<void>
  /** On the register's own document: its history and withdrawals only (opt-outs are recorded on a request). */
  withdrawOnly?: boolean
}) {
  const user = useCurrentUser()
  const [open, setOpen] = useState<Open>()
  const [stopping, setStopping] = useState(false)
  const [stopError, setStopError] = useState<string>()
  const by = recordedBy(user)
  const hasKeys = keyList(keys).length > 0

  const record = (channel: ContactChannel, how: OptOutWay, note?: string) =>
    append(optOutAppends(keys, [channel], { at: new Date(), how, by, note }))

  const stop = async () => {
    setStopping(true)
    setStopError(undefined)
    try {
      await record('texts', 'text reply')
    } catch (failure) {
      setStopError(`The STOP was not recorded (${(failure as Error).message}). Try again.`)
    } finally {
      setStopping(false)
    }
  }

  return (
    <div data-testid="contact-choices" style={{ display: 'grid', gap: '0.75rem' }}>
      {hasKeys ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {!withdrawOnly && !textsOptedOut && (
            <button type="button" style={button} disabled={stopping} onClick={() => void stop()}>
              They replied STOP: record it now
            </button>
          )}
          {!textsOptedOut && <OpenButton kind="opt-out" channel="texts" onOpen={setOpen} />}
          {!withdrawOnly && !choices.calls && <OpenButton kind="opt-out" channel="calls" onOpen={setOpen} />}
          {choices.texts && <OpenButton kind="withdraw" channel="texts" onOpen={setOpen} />}
          {choices.calls && <OpenButton kind="withdraw" channel="calls" onOpen={setOpen} />}
        </div>
      ) : (
        <TextWithTone tone="caution" size={1}>
          This request has no valid phone number or email to record an opt-out by.
        </TextWithTone>
      )}
      {stopError && (
        <TextWithTone tone="critical" size={1} role="alert">
          {stopError}
        </TextWithTone>
      )}
      {entries.length > 0 && (
        <div style={{ display: 'grid', gap: '0.35rem' }}>
          <TextWithTone tone="default" size={1} weight="semibold">
            History of this person’s choices
          </TextWithTone>
          <ul data-testid="contact-choice-history" style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {historyLines(entries).map(({ id, text }) => (
              <li key={id}>
                <TextWithTone tone="default" size={1}>
                  {text}
                </TextWithTone>
              </li>
            ))}
          </ul>
        </div>
      )}
      {open?.kind === 'opt-out' && (
        <OptOutDialog
          channel={open.channel}
          keys={keys}
          onRecord={(how, note) => record(open.channel, how, note)}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'withdraw' && (
        <WithdrawDialog
          channel={open.channel}
          onWithdraw={(reason) =>
            append(withdrawalAppends(entries, open.channel, { at: new Date(), by, reason }))
          }
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  )
}
