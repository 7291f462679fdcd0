import { TextWithTone, useFormValue } from 'sanity'

import { choicesInForce } from '../../web/lib/contact-choices/contact-choices'
import { ContactChoiceActions } from './contact-choice-actions'
import { standingLine } from './contact-choices'
import { useContactRegister } from './use-contact-register'

/**
 * The register's own document, as the office reads it: what holds now for its phone or email, the withdrawal of an
 * opt-out in force (with a reason), and every line before, newest first. A STOP kept on one of the key's requests
 * the earlier way is counted and shown too.
 */
export function ContactChoiceEntriesInput() {
  const key = useFormValue(['key'])
  const text = typeof key === 'string' ? key : null
  const keys = text?.startsWith('+') ? { phone: text, email: null } : { phone: null, email: text }
  const register = useContactRegister(keys)
  const choices = choicesInForce(register.entries)
  if (!register.loaded) {
    return (
      <TextWithTone tone="default" size={1}>
        {register.failed ? 'The register could not be read. Reload to try again.' : 'Reading the register…'}
      </TextWithTone>
    )
  }
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <TextWithTone
        tone={choices.texts || choices.calls ? 'critical' : 'default'}
        size={1}
        weight="semibold"
        data-testid="contact-choice-standing"
      >
        {standingLine(choices, register.entries)}
      </TextWithTone>
      <ContactChoiceActions
        keys={keys}
        entries={register.entries}
        choices={choices}
        textsOptedOut={Boolean(choices.texts)}
        append={register.append}
        withdrawOnly
      />
    </div>
  )
}
