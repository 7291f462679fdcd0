import { describe, expect, it } from 'vitest'

import { parseServerEnv } from '@/lib/config/env'
import { healthAnswer } from '@/lib/health/health-answer'
import type { ServerHealth } from '@/lib/health/server-health'

const TOKEN = 'health-token-0123456789abcdef'

// What only the operator may read: when the ceiling was reached, that emails failed, when an older server wrote.
const health: ServerHealth = {
  status: 'degraded',
  checks: {
    content: { status: 'ok' },
    requests: { status: 'ok' },
    onlineQuotes: { status: 'degraded', detail: "Online quotes have reached today's ceiling of 10 MB" },
    emails: {
      status: 'degraded',
      detail: '2 emails telling the agency an online quote is finished could not be sent',
    },
    oldFiles: {
      status: 'degraded',
      detail: 'An older server still writes to leads.ndjson (its last line came at …)',
    },
  },
}

const asked = (headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/health', { headers })

describe('/api/health answers', () => {
  it('a stranger with its status alone', () => {
    expect(healthAnswer(asked(), health, TOKEN)).toEqual({ status: 'degraded' })
  })

  it('a wrong token, one cut short or one sent the wrong way with its status alone', () => {
    const wrong: Record<string, string>[] = [
      { authorization: 'Bearer not-the-health-token-at-all' },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      { 'x-health-token': TOKEN },
    ]
    for (const headers of wrong)
      expect(healthAnswer(asked(headers), health, TOKEN), JSON.stringify(headers)).toEqual({
        status: 'degraded',
      })
  })

  it('the token with every part and its detail', () => {
    expect(healthAnswer(asked({ authorization: `Bearer ${TOKEN}` }), health, TOKEN)).toEqual(health)
  })

  it('everyone with the status alone while no token is set, whatever they send', () => {
    for (const authorization of ['Bearer ', 'Bearer undefined', `Bearer ${TOKEN}`])
      expect(healthAnswer(asked({ authorization }), health, undefined)).toEqual({ status: 'degraded' })
  })
})

describe('HEALTH_TOKEN', () => {
  it('is taken when long enough, and named when too short to be a secret', () => {
    expect(parseServerEnv({ HEALTH_TOKEN: TOKEN })).toEqual({ HEALTH_TOKEN: TOKEN })
    expect(parseServerEnv({ HEALTH_TOKEN: '' })).toEqual({})
    expect(() => parseServerEnv({ HEALTH_TOKEN: 'short' })).toThrow(/HEALTH_TOKEN is too short/)
  })
})
