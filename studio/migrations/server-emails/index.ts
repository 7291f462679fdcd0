import { append, at, defineMigration, set, setIfMissing, unset } from 'sanity/migrate'

/** What the lead's own field held of the email of its finished online quote, and what moves with it. */
const KEPT = ['createdAt', 'status', 'tries', 'nextTryAt', 'sentAt', 'lastError'] as const

const QUOTE_READY = 'quote-ready'
const TYPE = 'serverEmail'

/**
 * Before one outbox for every email the site's server sends, a lead kept the email of its finished online quote in
 * a field of its own (quoteReadyEmail). Each lead's moves into its list of the server's emails (serverEmails, under
 * the key `quote-ready`, where the server now finds it and the Studio shows it) and leaves the field, in one patch.
 * Run once, from studio/, right after deploying the site that reads the list (docs/operations.md): until then an
 * email still waiting for a retry is tried by nobody. `npx sanity migration run server-emails` shows what it would
 * change, `--no-dry-run` writes it. Running it again changes nothing: the leads no longer carry the field. A lead
 * whose list has the email already (the server wrote it since) keeps that one. Every email a record's list holds
 * without its type (written before the site named it) gets it, so the Studio shows it as an email, not an unknown item.
 */
export default defineMigration({
  title:
    'Move each lead’s email of its finished online quote into its list of the server’s emails, each listed email typed',
  documentTypes: ['lead', 'serviceRequest', 'contactChoice', 'dailyCeiling'],
  migrate: {
    document(lead) {
      const untyped = (
        Array.isArray(lead.serverEmails)
          ? (lead.serverEmails as ({ _key?: unknown; _type?: unknown } | null)[])
          : []
      )
        .filter((email) => email && typeof email._key === 'string' && email._type === undefined)
        .map((email) => at(['serverEmails', { _key: email!._key as string }, '_type'], set(TYPE)))
      const old = lead.quoteReadyEmail as Record<string, unknown> | null | undefined
      if (old === undefined) return untyped.length > 0 ? untyped : undefined
      const listed = Array.isArray(lead.serverEmails)
        ? (lead.serverEmails as ({ _key?: unknown } | null)[]).some((email) => email?._key === QUOTE_READY)
        : false
      const email =
        old && typeof old === 'object' && !listed
          ? {
              _key: QUOTE_READY,
              _type: TYPE,
              kind: QUOTE_READY,
              ...Object.fromEntries(
                KEPT.filter((field) => old[field] != null).map((field) => [field, old[field]]),
              ),
            }
          : undefined
      return [
        ...untyped,
        ...(email ? [at('serverEmails', setIfMissing([])), at('serverEmails', append(email))] : []),
        at('quoteReadyEmail', unset()),
      ]
    },
  },
})
