import { randomUUID } from 'node:crypto'

import { FORM, mediaType, readSubmission, refusal, type ClientLimit } from '../../http/form-post'
import { escape, invalidRequestPage } from '../../delivery/server/invalid-request-page'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n'
import { describeFailure } from '../../log/describe-failure'
import { log } from '../../log/logger.mjs'
import { newServerEmail, type ServerEmail } from '../../outbox/server-email'
import type { ServerEmails } from '../../outbox/server-emails'
import { OPT_OUT_ENDPOINT, OPT_OUT_PATHS, OPT_OUT_SENT_PATHS } from '../../routes'
import type { OptOutPageQueryResult } from '../../../sanity.types'
import { optOutEmailParams } from '../opt-out-email'
import {
  channelsText,
  OPT_OUT_FIELDS,
  readOptOut,
  typedIn,
  type OptOutProblem,
  type OptOutRequest,
  type OptOutTyped,
} from '../opt-out-request'

// A phone number, an email and two boxes: a few hundred bytes. Anything far past that is not this form.
const MAX_BYTES = 4 * 1024

export type OptOutCopy = NonNullable<OptOutPageQueryResult>

export type OptOutPostOptions = ClientLimit & {
  /**
   * Records the opt-out in the register of contact choices, at once, with the agency's email of it; `where` names
   * the register for the log. Resolves with the id of the document the email is kept on.
   */
  record: (request: OptOutRequest, now: Date, email?: ServerEmail) => Promise<string | undefined>
  where: string
  /** The page's words in `language`: the refusal names each field's problem in them. */
  copy: (language: Language) => Promise<OptOutCopy>
  /** The office's phone, which the page names when the request could not be recorded. */
  officePhone: () => Promise<string>
  /**
   * Tells the agency's CRM at once, after the answer (the sweep that turns the new lines into `*.opted_out`
   * events); null without a CRM.
   */
  tellCrm: (() => Promise<unknown>) | null
  /** The server's outbox, which emails the agency of a recorded request after the answer; null when it sends none. */
  emails: Pick<ServerEmails, 'handOff'> | null
  afterResponse: (task: () => Promise<void>) => void
  now?: () => Date
}

const FORM_ID = 'opt-out'
const id = (name: string) => `${FORM_ID}-${name}`

/** The form again, filled in with what the visitor typed, each problem beside its field. */
export function refusedForm(
  copy: OptOutCopy,
  language: Language,
  typed: OptOutTyped,
  invalid: readonly OptOutProblem[],
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

function refusedPage(
  copy: OptOutCopy,
  language: Language,
  typed: OptOutTyped,
  invalid: OptOutProblem[],
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

/**
 * `POST /api/contact-choices`: a visitor's request to stop texts, calls or both, posted by the page's plain form.
 * It is recorded in the register at once, whoever the number belongs to, and answered with the same page for
 * every number, so the answer tells no one whether the agency knows it. A field that is wrong comes back with the
 * form filled in as typed.
 */
export async function handleOptOutPost(request: Request, options: OptOutPostOptions): Promise<Response> {
  const refused = await refusal(request, mediaType(request), [FORM], options)
  if (refused) return refused
  const raw = await readSubmission(request, FORM, MAX_BYTES)
  if (raw instanceof Response) return raw
  const language = isLanguage(raw.language) ? raw.language : DEFAULT_LANGUAGE
  const sent = () => new Response(null, { status: 303, headers: { Location: OPT_OUT_SENT_PATHS[language] } })
  // A bot that filled the hidden field is answered as a person would be, and nothing is recorded.
  if (typeof raw.website === 'string' && raw.website.trim() !== '') return sent()

  const typed = typedIn(raw)
  const read = readOptOut(typed)
  if ('invalid' in read) return refusedPage(await options.copy(language), language, typed, read.invalid)

  const now = options.now?.() ?? new Date()
  const what = `Opt-out of ${channelsText(read.channels)} from the web form`
  const { emails, tellCrm } = options
  // Each request is its own email, however many the person sends.
  const email =
    emails &&
    newServerEmail('opt-out', now, {
      key: `opt-out-${randomUUID()}`,
      params: optOutEmailParams(read, language, now),
    })
  let recordId: string | undefined
  try {
    recordId = await options.record(read, now, email ?? undefined)
  } catch (error) {
    log.error(`${what} could not be recorded (${options.where}): ${describeFailure(error)}`)
    const copy = await options.copy(language)
    const phone = await options.officePhone().catch(() => '')
    return refusedPage(copy, language, typed, [], 503, `${copy.deliveryError ?? ''} ${phone}`.trim())
  }
  log.info(`${what} recorded (${options.where})`)
  if (tellCrm)
    options.afterResponse(() =>
      tellCrm().then(
        () => undefined,
        (error: unknown) =>
          log.warn(
            `${what}: the CRM could not be told yet (${describeFailure(error)}); the next sweep tells it`,
          ),
      ),
    )
  if (emails && email && recordId) {
    const keptOn = recordId
    options.afterResponse(() =>
      emails
        .handOff(keptOn, [email])
        .catch((error: unknown) =>
          log.warn(
            `${what}: the agency's email could not be started (${describeFailure(error)}); the next sweep sends it`,
          ),
        ),
    )
  }
  return sent()
}
