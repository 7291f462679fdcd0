import { FORM, mediaType, readSubmission, refusal, type ClientLimit } from '../http/form-post'
import { jsonResponse, seeOther } from '../http/responses'
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n'
import { describeFailure } from '../log/describe-failure'
import { log } from '../log/logger.mjs'
import type { ServerEmails } from '../outbox/server-emails'
import type { FormKind, Keeping, KeepOutcome, Named, Post, Refusal } from './form-kind'

/** What every kind's posts are checked against and followed up with: the same for all, made once per endpoint. */
export type FormServices = ClientLimit & {
  /**
   * The server's outbox, when it can send email: the emails kept with a record are sent after the answer and
   * retried until sent; those of a record that could not be kept are sent from memory.
   */
  emails: Pick<ServerEmails, 'handOff' | 'sendUnkept' | 'settled'> | null
  /** Runs a task once the visitor has their answer. */
  afterResponse: (task: () => Promise<void>) => void
  now?: () => Date
}

/** Keeps the record; the log says how it went, by ids only. */
async function keep<R extends Keeping>(
  kind: Pick<FormKind<unknown, R>, 'keep' | 'where'>,
  record: R,
  { subject, detail }: Named,
): Promise<KeepOutcome | 'failed'> {
  const where = [detail, kind.where()].filter(Boolean).join(', ')
  const started = performance.now()
  let outcome: KeepOutcome
  try {
    outcome = await kind.keep(record)
  } catch (error) {
    log.error(`${subject} could not be kept (${where}): ${describeFailure(error)}`)
    return 'failed'
  }
  if (outcome === 'new')
    log.info({ ms: Math.round(performance.now() - started) }, `${subject} kept (${where})`)
  if (outcome === 'kept-before') log.info(`${subject} was kept already (${where})`)
  return outcome
}

/** A refusal, as the kind's page to a plain form and as a status and JSON to the form's script. */
function refused(
  kind: Pick<FormKind<unknown, Keeping>, 'pages'>,
  refusal: Refusal,
  post: Post,
  { afterResponse }: FormServices,
) {
  if ('goTo' in refusal) return seeOther(refusal.goTo)
  if ('invalid' in refusal)
    return post.plainForm && kind.pages.invalid
      ? kind.pages.invalid(refusal.invalid, post)
      : jsonResponse(400, { error: 'Some fields are missing or not valid', fields: refusal.invalid })
  if (refusal.follow) afterResponse(refusal.follow)
  return post.plainForm && kind.pages.atLimit
    ? kind.pages.atLimit(post)
    : jsonResponse(429, { error: 'The site takes no more requests today: please call the office' })
}

// A record that could not be kept still reaches the agency: its emails carry it, sent from this process's memory.
function sendUnkept(emails: NonNullable<FormServices['emails']>, record: Keeping, subject: string) {
  return async () => {
    if (await emails.sendUnkept(record.record, record.emailsIfUnkept ?? record.emails))
      log.warn(`${subject}: its agency email is sent from this server's memory`)
    else log.error(`${subject}: its agency email could not be held either (too many waiting)`)
    await emails.settled()
  }
}

// Kept with the record either way: an email that cannot be started now is taken by the next sweep.
const handOff = (emails: NonNullable<FormServices['emails']>, record: Keeping, subject: string) => () =>
  emails.handOff(record.keptOn, record.emails).catch((error: unknown) => {
    log.warn(
      `${subject}: the agency's email could not be started (${describeFailure(error)}); the next sweep sends it`,
    )
  })

/**
 * The one path of every post a form sends, whichever its kind, by its script or by a browser without JavaScript.
 * In order:
 * 1. refuse what no visitor sends: too often from one network, from another site, in another form, too large;
 * 2. read the body, and a filled hidden field (a bot) answered as a person would be, keeping nothing;
 * 3. validate the fields into what the kind keeps;
 * 4. stamp it with what the server adds: the kind's stamps, CRM events and emails (or refuse it at a limit);
 * 5. keep it with its events and emails in one write; one changed since it was read is read again from 3;
 * 6. answer: the kind's next page (303, or 202 to a script), or its page for what went wrong;
 * 7. after the answer: hand the emails to the outbox, and run what the kind follows with (the CRM).
 */
export async function handleFormPost<V, R extends Keeping>(
  kind: FormKind<V, R>,
  request: Request,
  services: FormServices,
): Promise<Response> {
  const type = mediaType(request)
  const refusedNow = await refusal(request, type, kind.accepts, services)
  if (refusedNow) return refusedNow
  const fields = await readSubmission(request, type, kind.maxBytes)
  if (fields instanceof Response) return fields
  const post: Post = {
    request,
    fields,
    plainForm: type === FORM,
    language: isLanguage(fields.language) ? fields.language : DEFAULT_LANGUAGE,
    now: services.now?.() ?? new Date(),
  }
  if (typeof fields.website === 'string' && fields.website.trim() !== '') return kind.answer(post)

  const attempts = kind.attempts ?? 1
  for (let attempt = 1; ; attempt++) {
    const valid = await kind.validate(post)
    if (!('valid' in valid)) return refused(kind, valid, post, services)
    const stamped = await kind.stamp(valid.valid, post)
    if (!('record' in stamped)) return refused(kind, stamped, post, services)
    const { record } = stamped
    const named = kind.named(record)
    const kept = await keep(kind, record, named)
    if (kept === 'changed' && attempt < attempts) continue
    const { subject } = named
    const { emails } = services
    if (kept === 'changed' || kept === 'failed') {
      if (kept === 'changed') log.error(`${subject} not kept: changed by ${attempts} other writes meanwhile`)
      if (emails && record.emails.length > 0) services.afterResponse(sendUnkept(emails, record, subject))
      return post.plainForm
        ? kind.pages.unkept(post)
        : jsonResponse(500, { error: 'The request could not be saved' })
    }
    if (kept === 'new') {
      if (emails && record.emails.length > 0) services.afterResponse(handOff(emails, record, subject))
      for (const task of kind.follow(record)) services.afterResponse(task)
    }
    return kind.answer(post, record)
  }
}
