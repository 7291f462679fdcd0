import { mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { fileStore, type StoredDocument } from '@/lib/delivery/server/request-store'

const request = (id: string, fields: Partial<StoredDocument> = {}): StoredDocument => ({
  _id: `leads.${id}`,
  _type: 'lead',
  email: `${id}@example.com`,
  phoneNumber: '(214) 555-0100',
  submittedAt: '2026-03-02T10:00:00-06:00',
  ...fields,
})

let file: string
beforeEach(() => {
  file = path.join(mkdtempSync(path.join(tmpdir(), 'request-store-')), 'state', 'leads.ndjson')
})
afterEach(() => rmSync(path.dirname(path.dirname(file)), { recursive: true, force: true }))

const lines = () => readFileSync(file, 'utf8').split('\n').filter(Boolean)

describe('the file store', () => {
  it('keeps each id once, also when another server appends to the same file', async () => {
    const one = fileStore(file)
    const other = fileStore(file)
    expect(await one.save(request('a'))).toBe(true)
    expect(await other.save(request('a'))).toBe(false)
    expect(await other.save(request('b'))).toBe(true)
    expect(await one.save(request('b'))).toBe(false)
    expect(lines()).toHaveLength(2)
    // Readable by its owner only, in a folder only its owner can enter.
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700)
  })

  it('keeps concurrent saves whole and in one piece each', async () => {
    const store = fileStore(file)
    const saved = await Promise.all(
      Array.from({ length: 50 }, (_, index) => store.save(request(`c${index % 25}`))),
    )
    expect(saved.filter(Boolean)).toHaveLength(25)
    expect(
      lines()
        .map((line) => JSON.parse(line)._id)
        .sort(),
    ).toEqual(Array.from({ length: 25 }, (_, index) => `leads.c${index}`).sort())
  })

  it('finds the newest earlier request from the same email or phone, within the window only', async () => {
    const store = fileStore(file)
    await store.save(request('old', { email: 'ana@example.com', submittedAt: '2026-01-02T10:00:00-06:00' }))
    await store.save(request('mid', { email: 'ANA@example.com', phoneNumber: '972-555-0101' }))
    await store.save(request('svc', { _type: 'serviceRequest', email: 'ana@example.com' }))
    const next = request('new', {
      email: 'someone@example.com',
      phoneNumber: '+1 (972) 555 0101',
      submittedAt: '2026-03-03T10:00:00-06:00',
    })
    expect(await store.earlierFrom(next, new Date('2026-02-01T00:00:00Z'))).toBe('leads.mid')
    expect(await store.earlierFrom(next, new Date('2026-03-03T00:00:00Z'))).toBeUndefined()
    // A service request is never a lead's duplicate, nor a phone too short to tell people apart.
    expect(
      await store.earlierFrom(request('x', { email: 'ana@example.com', phoneNumber: '911' }), new Date(0)),
    ).toBe('leads.mid')
    expect(
      await store.earlierFrom(request('y', { email: 'z@example.com', phoneNumber: '555' }), new Date(0)),
    ).toBe(undefined)
  })

  it('reads a file replaced by a smaller one (a restored backup) from the start', async () => {
    const store = fileStore(file)
    for (const id of ['a', 'b', 'c']) await store.save(request(id))
    writeFileSync(file, `${JSON.stringify(request('a'))}\n`)
    expect(await store.save(request('b'))).toBe(true)
    expect(await store.save(request('a'))).toBe(false)
    expect(lines().map((line) => JSON.parse(line)._id)).toEqual(['leads.a', 'leads.b'])
  })

  it('reads a file replaced by a bigger one (another file at the same path) from the start', async () => {
    const store = fileStore(file)
    await store.save(request('a'))
    // Read back: the store has read the file up to its end.
    expect(await store.save(request('a'))).toBe(false)
    const other = `${file}.restored`
    writeFileSync(other, ['x', 'y', 'z'].map((id) => `${JSON.stringify(request(id))}\n`).join(''))
    renameSync(other, file)
    expect(await store.save(request('x'))).toBe(false)
    expect(await store.save(request('a'))).toBe(true)
  })
})
