import { beforeEach, describe, expect, it, vi } from 'vitest'

import { useSendToCrmAgain } from '../inbox/send-again-action'

// The hook reads the open form and the Studio's document operation: here the form is a lead edited live, and the
// operation records what it was given.
const { form, operationOf, patchExecute } = vi.hoisted(() => ({
  form: { _id: 'leads.5f0c2c4e', _type: 'lead' } as Record<string, unknown>,
  operationOf: vi.fn(),
  patchExecute: vi.fn(),
}))
vi.mock('sanity', async (importOriginal) => ({
  ...(await importOriginal<typeof import('sanity')>()),
  useFormValue: ([field]: [string]) => form[field],
  useDocumentOperation: (id: string, type: string) => {
    operationOf(id, type)
    return { patch: { disabled: form.patchDisabled ?? false, execute: patchExecute } }
  },
}))

describe('Send to CRM again, beside the line the CRM never got', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    delete form.patchDisabled
  })

  it('patches the request itself, under its published id', () => {
    form._id = 'drafts.leads.5f0c2c4e'
    useSendToCrmAgain()
    expect(operationOf).toHaveBeenCalledWith('leads.5f0c2c4e', 'lead')
    form._id = 'leads.5f0c2c4e'
  })

  it('starts the given message over at once, and leaves the others be', () => {
    const before = Date.now()
    useSendToCrmAgain().send([{ _key: 'msg_a_1', status: 'failed', tries: 8, lastError: 'HTTP 500' }])

    expect(patchExecute).toHaveBeenCalledTimes(1)
    const [[patches]] = patchExecute.mock.calls as [[{ set: Record<string, unknown>; unset: string[] }[]]]
    const { set } = patches[0]!
    expect(set).toMatchObject({
      'webhookEvents[_key=="msg_a_1"].status': 'pending',
      'webhookEvents[_key=="msg_a_1"].tries': 0,
    })
    expect(Date.parse(set['webhookEvents[_key=="msg_a_1"].nextTryAt'] as string)).toBeGreaterThanOrEqual(
      before,
    )
    expect(Object.keys(set).every((path) => path.includes('"msg_a_1"'))).toBe(true)
    expect(patches[1]).toEqual({ unset: ['webhookEvents[_key=="msg_a_1"].deliveredAt'] })
  })

  it('is disabled while the Studio cannot patch the request', () => {
    expect(useSendToCrmAgain().disabled).toBe(false)
    form.patchDisabled = 'NOT_READY'
    expect(useSendToCrmAgain().disabled).toBe(true)
  })
})
