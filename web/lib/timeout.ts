export class TimeoutError extends Error {}

/** Rejects with TimeoutError when the promise has not settled in time (page timers, so tests can drive them). */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  // The abandoned promise may still settle later; it must not surface as an unhandled rejection.
  promise.catch(() => {})
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(message)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
