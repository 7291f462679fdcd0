import 'server-only'

import { z } from 'zod'

import { clientAddressResolver } from '../http/client-address'
import { LOG_LEVELS } from '../log/logger.mjs'

// Validated once per process, so a misconfigured deployment fails at build time with the variable named.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const serverEnvSchema = z
  .object({
    SANITY_PROJECT_ID: optional(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, 'must be the lower-case project id from sanity.io/manage, e.g. "abc123de"'),
    ),
    SANITY_DATASET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a dataset name such as "production"'),
    ),
    SANITY_API_VERSION: optional(
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in the form YYYY-MM-DD, e.g. "2025-09-01"'),
    ),
    SANITY_API_READ_TOKEN: optional(z.string().min(20, 'looks truncated: a Sanity token is a long string')),
    SANITY_API_WRITE_TOKEN: optional(z.string().min(20, 'looks truncated: a Sanity token is a long string')),
    SANITY_API_HOST: optional(z.url({ message: 'must be a full URL such as "https://api.sanity.io"' })),
    EMBEDDED_DATASET_PATH: optional(z.string()),
    DATABASE_FILE: optional(
      z
        .string()
        .refine(
          (file) => file !== ':memory:' && !file.startsWith('file:'),
          'must be the path of a file on a volume, e.g. "/data/requests.sqlite": a database in memory would lose every request at the next restart',
        ),
    ),
    LEADS_FILE: optional(z.string()),
    STATE_DIR: optional(z.string()),
    EMAILJS_PRIVATE_KEY: optional(
      z.string().min(10, 'looks truncated: copy the private key from EmailJS, Account → Security'),
    ),
    EMAILJS_API_ORIGIN: optional(z.url({ message: 'must be a full URL such as "https://api.emailjs.com"' })),
    // The template of the email that asks a won client for a review: the server's alone, never in a page.
    EMAILJS_REVIEW_TEMPLATE_ID: optional(
      z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be an EmailJS template id such as "template_ab12cd3"'),
    ),
    SANITY_REVALIDATE_SECRET: optional(
      z.string().min(16, 'is too short: use a random secret of 16 characters or more'),
    ),
    REDIS_URL: optional(
      z.url({
        protocol: /^rediss?$/,
        message: 'must be a Redis URL such as "redis://redis:6379" or "rediss://user:password@host:6380"',
      }),
    ),
    TRUSTED_PROXIES: optional(
      z.string().refine((setting) => {
        try {
          clientAddressResolver(setting)
          return true
        } catch {
          return false
        }
      }, 'must list proxy addresses or ranges, comma-separated, e.g. "10.0.0.0/8, 127.0.0.1" (see docs/several-servers.md)'),
    ),
    LOG_LEVEL: optional(
      z.string().refine((level) => LOG_LEVELS.includes(level), `must be one of ${LOG_LEVELS.join(', ')}`),
    ),
    LEADS_WEBHOOK_URL: optional(
      z.url({
        protocol: /^https?$/,
        message:
          'must be the full URL the CRM (or Zapier, Make) gave you, e.g. "https://hooks.zapier.com/hooks/catch/…"',
      }),
    ),
    LEADS_WEBHOOK_SECRET: optional(
      z
        .string()
        .refine(
          (secret) =>
            /^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret) &&
            Buffer.from(secret.slice(6), 'base64').length >= 24,
          'must be "whsec_" followed by 24 or more random bytes in base64 (see docs/crm-webhook.md)',
        ),
    ),
    LEADS_WEBHOOK_SWEEP_SECONDS: optional(
      z.coerce
        .number({ message: 'must be a number of seconds, e.g. 60 (0: only the cron route sweeps)' })
        .int('must be a whole number of seconds')
        .min(0, 'must be 0 or more'),
    ),
    ONLINE_QUOTE_MB_PER_DAY: optional(
      z.coerce
        .number({ message: 'must be a number of megabytes, e.g. 20 (see docs/quote-intake.md)' })
        .positive('must be more than 0: online quotes cannot be saved without room'),
    ),
    REQUESTS_PER_DAY: optional(
      z.coerce
        .number({ message: 'must be a number of requests, e.g. 500 (see docs/operations.md)' })
        .int('must be a whole number of requests')
        .positive('must be more than 0: no request could be kept'),
    ),
    REQUESTS_MB_PER_DAY: optional(
      z.coerce
        .number({ message: 'must be a number of megabytes, e.g. 10 (see docs/operations.md)' })
        .positive('must be more than 0: no request could be kept'),
    ),
    CRON_SECRET: optional(z.string().min(16, 'is too short: use a random secret of 16 characters or more')),
    HEALTH_TOKEN: optional(
      z
        .string()
        .min(16, 'is too short: use a random secret of 16 characters or more, e.g. openssl rand -hex 32'),
    ),
    SANITY_STUDIO_URL: optional(
      z.url({ message: 'must be the full URL of the Studio, e.g. "https://lonestar.sanity.studio"' }),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.SANITY_PROJECT_ID && !env.SANITY_DATASET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANITY_DATASET'],
        message: 'is required when SANITY_PROJECT_ID is set',
      })
    }
    if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEADS_WEBHOOK_SECRET'],
        message: 'is required when LEADS_WEBHOOK_URL is set: every request sent to the CRM is signed with it',
      })
    }
    if (env.SANITY_DATASET && !env.SANITY_PROJECT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANITY_PROJECT_ID'],
        message: 'is required when SANITY_DATASET is set',
      })
    }
  })

export type ServerEnv = z.infer<typeof serverEnvSchema>

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')} ${issue.message}`)
  throw new Error(`Invalid environment configuration:\n${problems.join('\n')}\nSee docs/environment.md.`)
}

let cached: ServerEnv | undefined
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env)
  return cached
}
