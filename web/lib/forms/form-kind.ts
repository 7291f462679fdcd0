import type { Language } from '../i18n'
import type { ServerEmail } from '../outbox/server-email'
import type { EmailRecord } from '../outbox/server-email-store'

/** A post as every kind reads it, once the pipeline has read its body. */
export type Post = {
  request: Request
  /** The fields as posted. */
  fields: Record<string, unknown>
  /** Posted by a browser without JavaScript (or a form that is always plain): it is answered with pages. */
  plainForm: boolean
  /** The form's language; a form that names no known language is English. */
  language: Language
  now: Date
}

/** Why a post is not kept, each answered by the kind's page for it (or, to a script, a status and JSON). */
export type Refusal =
  /** Fields missing or wrong, by name (never their values). */
  | { invalid: string[] }
  /**
   * Past a limit: the day's ceiling on requests, or an online quote that can take no more; with what follows the
   * answer (the day's first refusal tells the agency).
   */
  | { atLimit: true; follow?: () => Promise<void> }
  /** Nothing here to keep it on (an online quote's link that expired): the page that explains. */
  | { goTo: string }

/** What a kind keeps of one post, in one write: the record, its CRM events, and the emails the server sends of it. */
export type Keeping = {
  /** The id of the document the emails are kept on. */
  keptOn: string
  emails: readonly ServerEmail[]
  /** What the emails are made from when the record cannot be kept and they are sent from memory instead. */
  record: EmailRecord
  /** The emails sent from memory then, when they must say something else than `emails` (which say it is kept). */
  emailsIfUnkept?: readonly ServerEmail[]
}

/**
 * What keeping came to: kept now, kept before (the same post arrived already), or changed by another write since
 * it was read (kept at a revision): read again and applied to what is there now.
 */
export type KeepOutcome = 'new' | 'kept-before' | 'changed'

/** What a kind's log lines call one post: ids and how it came, never what the visitor typed. */
export type Named = { subject: string; detail?: string }

/**
 * A kind of post the site takes (the quote form's lead, the service center's request, a step of the online quote,
 * the stop page), declared once: its limits, how it validates, what it keeps, where the visitor goes next and the
 * pages for each refusal. {@link handleFormPost} runs every kind through the same steps.
 */
export type FormKind<Valid, Record extends Keeping> = {
  /** Names its rate limit's keys: "leads". */
  name: string
  /** The media types its posts come in: a plain form only, or JSON from the form's script too. */
  accepts: readonly string[]
  maxBytes: number
  /** Posts a minute from one client. */
  perMinute: number
  /** How many times a post whose record changed under it is read again before it gives up (1: never). */
  attempts?: number
  /** Where it is kept, for the log: "database", "sanity". */
  where: () => string
  /** The post's fields as what it will keep, or why not. */
  validate: (post: Post) => Promise<{ valid: Valid } | Refusal>
  /** What the server adds to a valid post (its stamps, events and emails): the record to keep, or why not. */
  stamp: (valid: Valid, post: Post) => Promise<{ record: Record } | Refusal>
  /** Keeps the record with its events and emails, in one transaction; throws when it could not. */
  keep: (record: Record) => Promise<KeepOutcome>
  /** The answer once it is kept, or to a bot that filled the hidden field, answered as a person would be. */
  answer: (post: Post, record?: Record) => Promise<Response>
  /** What follows the answer, beside the emails: the CRM's hand-over. Each task logs its own failure. */
  follow: (record: Record) => Array<() => Promise<void>>
  /** What its log lines call the record. */
  named: (record: Record) => Named
  /** The pages a plain form gets for each refusal, in the visitor's language. */
  pages: {
    /**
     * Some fields are missing or wrong: each problem in the field's own words, and the way back (400); a kind that
     * keeps every answer, right or wrong, has none.
     */
    invalid?: (invalid: string[], post: Post) => Promise<Response>
    /**
     * Past a limit: the office's phone (429 past the day's ceiling, 422 for an online quote at its cap); a kind
     * without a limit has none.
     */
    atLimit?: (post: Post) => Promise<Response>
    /** It could not be kept (a full disk, a database locked past its wait): the office's phone (503). */
    unkept: (post: Post) => Promise<Response>
  }
}
