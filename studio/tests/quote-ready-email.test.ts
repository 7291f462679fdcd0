import { describe, expect, it } from 'vitest'

import { quoteReadyEmailLine } from '../inbox/quote-ready-email'

// 10:16 AM in Dallas, on standard time.
const now = new Date('2026-11-26T16:16:00.000Z')

describe('quoteReadyEmailLine: whether the agency’s lead inbox got the online quote, in plain English', () => {
  it('says when it was sent, on Dallas time, and after how many tries when it took more than one', () => {
    const sent = { status: 'sent', tries: 1, sentAt: '2026-11-26T16:15:00.000Z' }
    expect(quoteReadyEmailLine(sent, now)).toEqual({
      tone: 'positive',
      text: 'Sent to the agency’s lead inbox Nov 26, 10:15 AM.',
    })
    expect(quoteReadyEmailLine({ ...sent, tries: 3 }, now).text).toBe(
      'Sent to the agency’s lead inbox Nov 26, 10:15 AM (after 3 tries).',
    )
  })

  it('says when a refused email is tried again, and what the email service said, in words first', () => {
    const retrying = {
      status: 'pending',
      tries: 2,
      nextTryAt: '2026-11-26T16:20:00.000Z',
      lastError: 'EmailJS answered HTTP 503',
    }
    expect(quoteReadyEmailLine(retrying, now)).toEqual({
      tone: 'caution',
      text: 'Not sent yet: the email service had a problem on its side (EmailJS answered HTTP 503). The site tries again at 10:20 AM (2 tries so far).',
    })
    expect(
      quoteReadyEmailLine(
        {
          ...retrying,
          nextTryAt: '2026-11-26T16:10:00.000Z',
          lastError: 'EmailJS could not be reached (ECONNREFUSED)',
        },
        now,
      ).text,
    ).toBe(
      'Not sent yet: the email service could not be reached (EmailJS could not be reached (ECONNREFUSED)). The site tries again any moment now (2 tries so far).',
    )
    expect(quoteReadyEmailLine({ status: 'pending', tries: 0 }, now)).toEqual({
      tone: 'default',
      text: 'Being sent to the agency’s lead inbox.',
    })
  })

  it('says, once every try failed, that the inbox never got it and what to do', () => {
    expect(
      quoteReadyEmailLine({ status: 'failed', tries: 9, lastError: 'EmailJS answered HTTP 400' }, now),
    ).toEqual({
      tone: 'critical',
      text: 'Not sent: the email service refused it (EmailJS answered HTTP 400), 9 tries. The agency’s lead inbox never got this online quote: read the answers under “Online quote” and pass them to whoever quotes it, and ask whoever runs the site to check its email settings.',
    })
    expect(quoteReadyEmailLine({ status: 'failed' }, now).text).toMatch(/^Not sent: it could not be sent\. /)
  })
})
