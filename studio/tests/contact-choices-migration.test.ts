import { describe, expect, it } from 'vitest'

import { choiceDocumentId } from '../../web/lib/contact-choices/contact-choices'
import contactChoices from '../migrations/contact-choices'
import { exportedRequest } from './migration-support'

// What `sanity migration run contact-choices` does to each request the export hands it.
const migrate = (fields: Record<string, unknown>) => contactChoices.migrate.document(exportedRequest(fields))

describe('the contact choices migration', () => {
  it('moves a STOP kept on a request into the register of its phone and email, and off the request, at once', async () => {
    const result = (await migrate({
      phoneNumber: '(214) 555-0143',
      phoneKey: '+12145550143',
      email: 'Ana@Example.com',
      emailKey: 'ana@example.com',
      smsOptedOutAt: '2026-03-02T16:00:00.000Z',
    })) as { type: string; mutations: Array<Record<string, unknown>> }
    expect(result.type).toBe('transaction')
    const phoneId = await choiceDocumentId('+12145550143')
    const emailId = await choiceDocumentId('ana@example.com')
    const created = result.mutations.filter(({ type }) => type === 'createIfNotExists')
    expect(created.map(({ document }) => document)).toEqual([
      { _id: phoneId, _type: 'contactChoice', key: '+12145550143' },
      { _id: emailId, _type: 'contactChoice', key: 'ana@example.com' },
    ])
    const patches = result.mutations.filter(({ type }) => type === 'patch')
    expect(patches.map(({ id }) => id)).toEqual([phoneId, emailId, 'leads.a'])
    const line = JSON.stringify(patches[0])
    expect(line).toContain('"channel":"texts"')
    expect(line).toContain('"action":"opt-out"')
    expect(line).toContain('"at":"2026-03-02T16:00:00.000Z"')
    expect(line).toContain('"how":"text reply"')
    expect(line).toContain('"by":"Studio"')
    expect(JSON.stringify(patches[2])).toContain('"type":"unset"')
  })

  it('writes the same line on every run, and nothing once the request no longer carries the STOP', async () => {
    const request = { phoneNumber: '(214) 555-0143', smsOptedOutAt: '2026-03-02T16:00:00.000Z' }
    expect(JSON.stringify(await migrate(request))).toBe(JSON.stringify(await migrate(request)))
    expect(await migrate({ phoneNumber: '(214) 555-0143' })).toBeUndefined()
  })

  it('keys a request kept before it had keys by its number and email, and leaves one with neither alone', async () => {
    const result = (await migrate({
      phoneNumber: '214.555.0143',
      smsOptedOutAt: '2026-03-02T16:00:00.000Z',
    })) as { mutations: Array<{ type: string; document?: { key: string } }> }
    expect(result.mutations.flatMap(({ document }) => document?.key ?? [])).toEqual(['+12145550143'])
    expect(
      await migrate({ phoneNumber: '555-0143', smsOptedOutAt: '2026-03-02T16:00:00.000Z' }),
    ).toBeUndefined()
  })
})
