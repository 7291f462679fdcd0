import 'server-only'

import { serverEnv } from '../config/env'

const DEFAULT_SWEEP_SECONDS = 60

/**
 * How often a server that stays up sweeps what it keeps to send (the CRM's events, the agency's emails of finished
 * online quotes): LEADS_WEBHOOK_SWEEP_SECONDS, else every minute; on Vercel, where no process stays up, never (its
 * cron calls the sweep route instead).
 */
export const sweepSeconds = () =>
  serverEnv().LEADS_WEBHOOK_SWEEP_SECONDS ?? (process.env.VERCEL ? 0 : DEFAULT_SWEEP_SECONDS)

/**
 * At start: sweeps once (resuming what the last process left: retries due, things kept but never handed on), then
 * every sweepSeconds(). One sweep at a time, so a slow Content Lake never stacks them up; a failed one is said by
 * `failed` and the next tries again. Never holds the server's start. Returns what stops it: no more sweeps, the one
 * under way finished, then `close`.
 */
export function startSweeping(
  sweep: () => Promise<unknown>,
  failed: (error: Error) => void,
  close: () => Promise<void>,
): () => Promise<void> {
  let sweeping: Promise<unknown> | null = null
  const once = () => {
    sweeping ??= sweep()
      .catch(failed)
      .finally(() => (sweeping = null))
  }
  const every = sweepSeconds()
  let sweeps: NodeJS.Timeout | undefined
  if (every > 0) {
    once()
    sweeps = setInterval(once, every * 1000).unref()
  }
  return async () => {
    clearInterval(sweeps)
    await sweeping
    await close()
  }
}
