import { describe, expect, it } from 'vitest'

import { parseServerEnv } from '@/lib/config/env'

describe('environment validation', () => {
  it('needs nothing: without a project the embedded dataset is used', () => {
    expect(parseServerEnv({})).toEqual({})
    expect(parseServerEnv({ SANITY_PROJECT_ID: '', SANITY_DATASET: '' })).toEqual({})
  })

  it('accepts a complete Content Lake configuration', () => {
    const env = {
      SANITY_PROJECT_ID: 'abc123de',
      SANITY_DATASET: 'production',
      SANITY_API_VERSION: '2025-09-01',
      SANITY_API_READ_TOKEN: 'sk'.padEnd(40, 'x'),
    }
    expect(parseServerEnv(env)).toEqual(env)
  })

  it('names a malformed variable and what is wrong with it', () => {
    expect(() => parseServerEnv({ SANITY_PROJECT_ID: 'My Project', SANITY_DATASET: 'production' })).toThrow(
      /SANITY_PROJECT_ID must be the lower-case project id/,
    )
    expect(() =>
      parseServerEnv({
        SANITY_PROJECT_ID: 'abc123de',
        SANITY_DATASET: 'production',
        SANITY_API_VERSION: 'latest',
      }),
    ).toThrow(/SANITY_API_VERSION must be a date in the form YYYY-MM-DD/)
  })

  it('accepts a Redis URL and a list of trusted proxies, and names either when it cannot be used', () => {
    const shared = {
      REDIS_URL: 'rediss://default:secret@cache.example.com:6380',
      TRUSTED_PROXIES: '10.0.0.0/8, ::1',
    }
    expect(parseServerEnv(shared)).toEqual(shared)
    expect(() => parseServerEnv({ REDIS_URL: 'https://cache.example.com' })).toThrow(
      /REDIS_URL must be a Redis URL such as "redis:\/\/redis:6379"/,
    )
    expect(() => parseServerEnv({ TRUSTED_PROXIES: 'nginx, 10.0.0.0/8' })).toThrow(
      /TRUSTED_PROXIES must list proxy addresses or ranges/,
    )
  })

  it('takes a daily ceiling for online quotes in megabytes, and names it when it is not a positive number', () => {
    expect(parseServerEnv({ ONLINE_QUOTE_MB_PER_DAY: '50' })).toEqual({ ONLINE_QUOTE_MB_PER_DAY: 50 })
    expect(parseServerEnv({ ONLINE_QUOTE_MB_PER_DAY: '0.5' })).toEqual({ ONLINE_QUOTE_MB_PER_DAY: 0.5 })
    expect(() => parseServerEnv({ ONLINE_QUOTE_MB_PER_DAY: 'lots' })).toThrow(
      /ONLINE_QUOTE_MB_PER_DAY must be a number of megabytes/,
    )
    expect(() => parseServerEnv({ ONLINE_QUOTE_MB_PER_DAY: '0' })).toThrow(
      /ONLINE_QUOTE_MB_PER_DAY must be more than 0/,
    )
  })

  it('takes a log level, and names LOG_LEVEL when it is none', () => {
    expect(parseServerEnv({ LOG_LEVEL: 'debug' })).toEqual({ LOG_LEVEL: 'debug' })
    expect(() => parseServerEnv({ LOG_LEVEL: 'loud' })).toThrow(
      /LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent/,
    )
  })

  it('names the missing half of a Content Lake configuration', () => {
    expect(() => parseServerEnv({ SANITY_PROJECT_ID: 'abc123de' })).toThrow(
      /SANITY_DATASET is required when SANITY_PROJECT_ID is set/,
    )
    expect(() => parseServerEnv({ SANITY_DATASET: 'production' })).toThrow(
      /SANITY_PROJECT_ID is required when SANITY_DATASET is set/,
    )
  })
})
