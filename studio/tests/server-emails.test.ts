import { describe, expect, it } from 'vitest'

import { dailyCeilingPreview, emailNotSentMark, serverEmailLine } from '../inbox/server-emails'
import { readTimesIn2026 } from './this-year'

readTimesIn2026()

// 10:16 AM in Dallas, on standard time.
const now = new Date('2026-11-26T16:16:00.000Z')

const SETTINGS = 'ask whoever runs the site to check its email settings.'

describe('serverEmailLine: whether the agency’s inbox got each email of the site’s server, in plain English', () => {
  it('names what the email was, and says when it was sent, on Dallas time, and after how many tries', () => {
    const sent = { kind: 'quote-ready', status: 'sent', tries: 1, sentAt: '2026-11-26T16:15:00.000Z' }
    expect(serverEmailLine(sent, now, 'lead')).toEqual({
      tone: 'positive',
      text: 'The email of the finished online quote — sent to the agency’s lead inbox Nov 26, 10:15 AM (Dallas time).',
    })
    expect(serverEmailLine({ ...sent, tries: 3 }, now, 'lead').text).toBe(
      'The email of the finished online quote — sent to the agency’s lead inbox Nov 26, 10:15 AM (Dallas time) (after 3 tries).',
    )
    expect(serverEmailLine({ ...sent, kind: 'agency' }, now, 'lead').text).toBe(
      'The agency’s email of this request — sent to the agency’s lead inbox Nov 26, 10:15 AM (Dallas time).',
    )
    expect(serverEmailLine({ ...sent, kind: 'opt-out' }, now, 'contactChoice').text).toBe(
      'The email of this stop request — sent to the agency’s lead inbox Nov 26, 10:15 AM (Dallas time).',
    )
  })

  it('names the inbox each one goes to: a service request’s own email to the service inbox', () => {
    const sent = { kind: 'agency', status: 'sent', tries: 1, sentAt: '2026-11-26T16:15:00.000Z' }
    expect(serverEmailLine(sent, now, 'serviceRequest').text).toBe(
      'The agency’s email of this request — sent to the agency’s service inbox Nov 26, 10:15 AM (Dallas time).',
    )
    expect(serverEmailLine({ status: 'pending', tries: 0, kind: 'agency' }, now, 'serviceRequest')).toEqual({
      tone: 'default',
      text: 'The agency’s email of this request — being sent to the agency’s service inbox.',
    })
  })

  it('says when a refused email is tried again, and what the email service said, in words first', () => {
    const retrying = {
      kind: 'agency',
      status: 'pending',
      tries: 2,
      nextTryAt: '2026-11-26T16:20:00.000Z',
      lastError: 'EmailJS answered HTTP 503',
    }
    expect(serverEmailLine(retrying, now, 'lead')).toEqual({
      tone: 'caution',
      text: 'The agency’s email of this request — not sent yet: the email service had a problem on its side (EmailJS answered HTTP 503). The site tries again at Nov 26, 10:20 AM (Dallas time) (2 tries so far).',
    })
    expect(
      serverEmailLine(
        {
          ...retrying,
          nextTryAt: '2026-11-26T16:10:00.000Z',
          lastError: 'EmailJS could not be reached (ECONNREFUSED)',
        },
        now,
        'lead',
      ).text,
    ).toBe(
      'The agency’s email of this request — not sent yet: the email service could not be reached (EmailJS could not be reached (ECONNREFUSED)). The site tries again any moment now (2 tries so far).',
    )
    expect(serverEmailLine({ kind: 'quote-ready', status: 'pending', tries: 0 }, now, 'lead')).toEqual({
      tone: 'default',
      text: 'The email of the finished online quote — being sent to the agency’s lead inbox.',
    })
  })

  it('says, once it failed for good, that the inbox never got it and what to do about each kind', () => {
    expect(
      serverEmailLine(
        { kind: 'quote-ready', status: 'failed', tries: 9, lastError: 'EmailJS answered HTTP 503' },
        now,
        'lead',
      ),
    ).toEqual({
      tone: 'critical',
      text: `The email of the finished online quote — not sent: the email service had a problem on its side (EmailJS answered HTTP 503), 9 tries. The agency’s lead inbox never got this online quote: read the answers under “Online quote” and pass them to whoever quotes it, and ${SETTINGS}`,
    })
    expect(
      serverEmailLine(
        { kind: 'agency', status: 'failed', tries: 1, lastError: 'EmailJS answered HTTP 400' },
        now,
        'serviceRequest',
      ).text,
    ).toBe(
      `The agency’s email of this request — not sent: the email service refused it (EmailJS answered HTTP 400), 1 try. The agency’s service inbox never got this request, so it is only here: answer it from the Studio, and ${SETTINGS}`,
    )
    expect(
      serverEmailLine(
        {
          kind: 'opt-out',
          status: 'failed',
          tries: 1,
          lastError: 'No EmailJS template is configured for it',
        },
        now,
        'contactChoice',
      ).text,
    ).toBe(
      `The email of this stop request — not sent: the site has no email template set up for it (No EmailJS template is configured for it), 1 try. The agency’s lead inbox never got this stop request. It holds all the same: the register has it and the CRM is told. Take the number off any list of your own, and ${SETTINGS}`,
    )
    expect(
      serverEmailLine(
        { kind: 'quote-ready', status: 'failed', tries: 1, lastError: 'Its online quote is no longer kept' },
        now,
        'lead',
      ).text,
    ).toMatch(
      / — not sent: what it was about was deleted since \(Its online quote is no longer kept\), 1 try\. /,
    )
    expect(serverEmailLine({ status: 'failed' }, now).text).toBe(
      `An email from the site to the agency — not sent: it could not be sent. The agency’s lead inbox never got it: ${SETTINGS}`,
    )
  })

  it('tells the office what a failed email of the day’s refusals means', () => {
    expect(
      serverEmailLine(
        { kind: 'daily-ceiling', status: 'failed', tries: 9, lastError: 'EmailJS answered HTTP 503' },
        now,
        'dailyCeiling',
      ).text,
    ).toBe(
      `The email of the day’s refused requests — not sent: the email service had a problem on its side (EmailJS answered HTTP 503), 9 tries. The agency’s lead inbox never heard that the site turned visitors away today: if the calls do not come, the site may be flooded by a script. Tell whoever runs the site, and ${SETTINGS}`,
    )
  })

  it('names a day of refusals by its day, and says when the agency was not told', () => {
    expect(
      dailyCeilingPreview({
        id: 'dailyCeilings.2026-12-02',
        serverEmails: [{ _key: 'daily-ceiling', kind: 'daily-ceiling', status: 'sent' }],
      }),
    ).toEqual({ title: 'Requests refused on 2026-12-02', subtitle: 'Past the daily ceiling on requests' })
    expect(
      dailyCeilingPreview({
        id: 'dailyCeilings.2026-12-02',
        serverEmails: [{ _key: 'daily-ceiling', kind: 'daily-ceiling', status: 'failed' }],
      }).subtitle,
    ).toBe('Email to agency not sent')
  })

  it('marks a record in the lists when any of its emails failed for good', () => {
    expect(emailNotSentMark([{ status: 'sent' }, { status: 'failed' }])).toBe('Email to agency not sent')
    expect(emailNotSentMark([{ status: 'sent' }, { status: 'pending' }, null])).toBeUndefined()
    expect(emailNotSentMark(undefined)).toBeUndefined()
  })
})
