import { escape, invalidRequestPage } from '../../forms/invalid-request-page'
import type { Language } from '../../i18n'
import { OPT_OUT_ENDPOINT, OPT_OUT_PATHS } from '../../routes'
import type { OptOutPageQueryResult } from '../../../sanity.types'
import { OPT_OUT_FIELDS, type OptOutProblem, type OptOutTyped } from '../opt-out-request'

export type OptOutCopy = NonNullable<OptOutPageQueryResult>

const FORM_ID = 'opt-out'
const id = (name: string) => `${FORM_ID}-${name}`

/** The form again, filled in with what the visitor typed, each problem beside its field. */
export function refusedForm(
  copy: OptOutCopy,
  language: Language,
  typed: OptOutTyped,
  invalid: readonly string[],
): string {
  const errors = copy.errors
  const problem = (name: OptOutProblem) =>
    invalid.includes(name)
      ? `<p class="error" id="${id(name)}-error">${escape(errors?.[name] ?? '')}</p>`
      : ''
  const described = (name: OptOutProblem, hint?: string) => {
    const ids = [hint ? `${id(name)}-hint` : '', invalid.includes(name) ? `${id(name)}-error` : '']
      .filter(Boolean)
      .join(' ')
    return `${ids ? ` aria-describedby="${ids}"` : ''}${invalid.includes(name) ? ' aria-invalid="true"' : ''}`
  }
  const box = (name: 'texts' | 'calls', label: string | null) =>
    `<label><input type="checkbox" name="${OPT_OUT_FIELDS[name]}" value="yes"${typed[name] ? ' checked' : ''}> ${escape(label ?? '')}</label>`
  return `<form method="post" action="${OPT_OUT_ENDPOINT}" novalidate>
<input type="hidden" name="language" value="${language}">
<label for="${id('phone')}">${escape(copy.phoneLabel ?? '')} <span aria-hidden="true">*</span></label>
<input id="${id('phone')}" type="tel" name="${OPT_OUT_FIELDS.phone}" autocomplete="tel" required value="${escape(typed.phone)}"${described('phone', copy.phoneHint ?? '')}>
<p class="hint" id="${id('phone')}-hint">${escape(copy.phoneHint ?? '')}</p>
${problem('phone')}
<label for="${id('email')}">${escape(copy.emailLabel ?? '')}</label>
<input id="${id('email')}" type="email" name="${OPT_OUT_FIELDS.email}" autocomplete="email" value="${escape(typed.email)}"${described('email', copy.emailHint ?? '')}>
<p class="hint" id="${id('email')}-hint">${escape(copy.emailHint ?? '')}</p>
${problem('email')}
<fieldset${described('channels')}>
<legend>${escape(copy.channelsLegend ?? '')} <span aria-hidden="true">*</span></legend>
${box('texts', copy.textsLabel)}
${box('calls', copy.callsLabel)}
${problem('channels')}
</fieldset>
<button type="submit">${escape(copy.submitLabel ?? '')}</button>
</form>`
}

/** The stop form's page for a refused post: each problem by its field (400), or why it was not recorded (503). */
export function refusedPage(
  copy: OptOutCopy,
  language: Language,
  typed: OptOutTyped,
  invalid: string[],
  status: 400 | 503 = 400,
  summary = copy.errorSummary ?? '',
) {
  return invalidRequestPage({
    invalid,
    language,
    summary,
    messages: { phone: copy.errors?.phone, email: copy.errors?.email, channels: copy.errors?.channels },
    formPath: OPT_OUT_PATHS[language],
    status,
    form: refusedForm(copy, language, typed, invalid),
  })
}
