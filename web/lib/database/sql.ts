import type { DatabaseSync, StatementSync } from 'node:sqlite'

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
 * Runs `work` as one transaction that takes the write lock at once (so a read inside it is never stale by the time
 * it writes), committed when it returns and rolled back whole when it throws: nothing is ever half written. The
 * work is synchronous, so no other request of this process can slip into it.
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}
