import { spawn } from 'node:child_process'
import { once } from 'node:events'

/**
 * Another process on the same volume (a second server) taking the database's write lock and keeping it for `ms`,
 * as a long write would: resolves once the lock is taken. `setup` runs first, on the same connection (SQL for a
 * file that does not exist yet, say).
 */
export async function holdWriteLock(file: string, ms: number, setup = '') {
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const { DatabaseSync } = require('node:sqlite'); const db = new DatabaseSync(${JSON.stringify(file)});
       ${setup} db.exec('BEGIN IMMEDIATE'); process.stdout.write('locked\\n');
       setTimeout(() => { db.exec('COMMIT'); db.close() }, ${ms})`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await once(holder.stdout!, 'data')
}
