import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { setTimeout as sleep } from 'node:timers/promises'

// Each statement is compiled once per connection.
const compiled = new WeakMap<DatabaseSync, Map<string, StatementSync>>()

/** The prepared statement for `sql` on this connection. */
export function statement(db: DatabaseSync, sql: string): StatementSync {
  let statements = compiled.get(db)
  if (!statements) compiled.set(db, (statements = new Map()))
  let prepared = statements.get(sql)
  if (!prepared) statements.set(sql, (prepared = db.prepare(sql)))
  return prepared
}

/**
 * How long SQLite itself waits for a lock another server holds before it gives up. Its wait is synchronous (the
 * whole process stops, every page with it), so it is kept to a few milliseconds; longer waits happen on a timer.
 */
export const LOCK_SPIN_MS = 10
/** How long a write waits for another server's lock, on timers, before it fails and the visitor is told. */
export const LOCK_WAIT_MS = 5000
const RETRY_FIRST_MS = 5
const RETRY_MOST_MS = 100

const SQLITE_BUSY = 5

/** Whether SQLite refused because another connection holds the lock (SQLITE_BUSY and its extended codes). */
export const isBusy = (error: unknown) =>
  typeof (error as { errcode?: unknown })?.errcode === 'number' &&
  ((error as { errcode: number }).errcode & 0xff) === SQLITE_BUSY

/**
 * Runs `attempt` (something that takes the write lock) until it gets the lock or `LOCK_WAIT_MS` pass, waiting
 * between tries on a timer, so pages keep being answered meanwhile. Any other failure is thrown at once.
 */
export async function whenUnlocked<T>(attempt: () => T, waitMs = LOCK_WAIT_MS): Promise<T> {
  const deadline = performance.now() + waitMs
  for (let delay = RETRY_FIRST_MS; ; delay = Math.min(delay * 2, RETRY_MOST_MS)) {
    try {
      return attempt()
    } catch (error) {
      if (!isBusy(error) || performance.now() + delay > deadline) throw error
    }
    await sleep(delay)
  }
}

/**
 * Runs `work` as one transaction that takes the write lock at once (so a read inside it is never stale by the time
 * it writes), committed when it returns and rolled back whole when it throws: nothing is ever half written. Only
 * the wait for the lock is asynchronous; from BEGIN to COMMIT it is synchronous, so no other request of this process
 * can slip into it.
 */
export function transaction<T>(db: DatabaseSync, work: () => T): Promise<T> {
  return whenUnlocked(() => {
    db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      db.exec('COMMIT')
      return result
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK')
      throw error
    }
  })
}
