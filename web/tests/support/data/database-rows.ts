import { existsSync } from 'node:fs'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'

/**
 * What a query reads from a server's database now, through a connection of the test's own (as another process
 * would read it); none while the server has not made the file yet.
 */
export function rowsOf<Row>(file: string, sql: string, ...params: SQLInputValue[]): Row[] {
  if (!existsSync(file)) return []
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    return db.prepare(sql).all(...params) as Row[]
  } finally {
    db.close()
  }
}
