import { append, at, set, setIfMissing, unset } from 'sanity/migrate'
import { describe, expect, it } from 'vitest'

import serverEmails from '../migrations/server-emails'
import { exportedRequest } from './migration-support'

// What `sanity migration run server-emails` does to each lead the export hands it.
const migrate = (fields: Record<string, unknown>) => serverEmails.migrate.document(exportedRequest(fields))

const failed = {
  status: 'failed',
  tries: 9,
  createdAt: '2026-11-25T19:00:00.000Z',
  lastError: 'EmailJS answered HTTP 503',
}

describe('the server emails migration', () => {
  it('moves the email of a finished online quote into the lead’s list of the server’s emails, and off the lead, at once', () => {
    expect(migrate({ quoteReadyEmail: failed })).toEqual([
      at('serverEmails', setIfMissing([])),
      at(
        'serverEmails',
        append({ _key: 'quote-ready', _type: 'serverEmail', kind: 'quote-ready', ...failed }),
      ),
      at('quoteReadyEmail', unset()),
    ])
  })

  it('keeps a pending email’s next try, so the server takes it at its time, and adds it after the list’s others', () => {
    const pending = {
      status: 'pending',
      tries: 2,
      createdAt: '2026-11-26T16:00:00.000Z',
      nextTryAt: '2026-11-26T16:01:20.000Z',
      lastError: 'EmailJS answered HTTP 503',
    }
    expect(
      migrate({
        quoteReadyEmail: { ...pending, sentAt: null },
        serverEmails: [{ _key: 'agency', _type: 'serverEmail', kind: 'agency', status: 'sent', tries: 1 }],
      }),
    ).toEqual([
      at('serverEmails', setIfMissing([])),
      at(
        'serverEmails',
        append({ _key: 'quote-ready', _type: 'serverEmail', kind: 'quote-ready', ...pending }),
      ),
      at('quoteReadyEmail', unset()),
    ])
  })

  it('changes nothing once the lead no longer carries the field, and keeps an email the server listed since', () => {
    expect(migrate({})).toBeUndefined()
    expect(
      migrate({
        serverEmails: [{ _key: 'quote-ready', _type: 'serverEmail', kind: 'quote-ready', ...failed }],
      }),
    ).toBeUndefined()
    expect(
      migrate({
        quoteReadyEmail: failed,
        serverEmails: [
          { _key: 'quote-ready', _type: 'serverEmail', kind: 'quote-ready', status: 'sent', tries: 1 },
        ],
      }),
    ).toEqual([at('quoteReadyEmail', unset())])
    expect(migrate({ quoteReadyEmail: null })).toEqual([at('quoteReadyEmail', unset())])
  })

  it('names the type of every email a record lists without one, on every kind of record that lists them', () => {
    const untyped = { kind: 'agency', status: 'sent', tries: 1 }
    expect(
      migrate({
        serverEmails: [
          { _key: 'agency', ...untyped },
          { _key: 'opt-out-1', _type: 'serverEmail', ...untyped, kind: 'opt-out' },
        ],
      }),
    ).toEqual([at(['serverEmails', { _key: 'agency' }, '_type'], set('serverEmail'))])
    expect(serverEmails.documentTypes).toEqual(['lead', 'serviceRequest', 'contactChoice', 'dailyCeiling'])
  })
})
