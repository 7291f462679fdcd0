import type { DocumentActionProps, SanityDocument } from 'sanity'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { SendToCrmAgainAction } from '../inbox/send-again-action'

// The action is a hook: here its React state is a plain spy, and the Studio's operation and toast record what they
// were given.
const { patchExecute, setSent, toast } = vi.hoisted(() => ({
  patchExecute: vi.fn(),
  setSent: vi.fn(),
  toast: vi.fn(),
}))
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  useState: (initial: unknown) => [initial, setSent],
  useEffect: () => undefined,
  useMemo: (make: () => unknown) => make(),
}))
vi.mock('sanity', async (importOriginal) => ({
  ...(await importOriginal<typeof import('sanity')>()),
  useDocumentOperation: () => ({ patch: { disabled: false, execute: patchExecute } }),
  useConditionalToast: toast,
}))

const lead = (webhookEvents?: unknown[]) =>
  ({ _id: 'leads.5f0c2c4e', _type: 'lead', webhookEvents }) as unknown as SanityDocument
const props = (published: SanityDocument | null) =>
  ({
    id: 'leads.5f0c2c4e',
    type: 'lead',
    published,
    draft: null,
    onComplete: vi.fn(),
  }) as unknown as DocumentActionProps

describe('Send to CRM again', () => {
  beforeEach(() => vi.clearAllMocks())

  it('is offered only on a request with a message the CRM never got', () => {
    expect(SendToCrmAgainAction(props(lead()))).toBeNull()
    expect(SendToCrmAgainAction(props(lead([{ _key: 'msg_a', status: 'delivered' }])))).toBeNull()
    expect(SendToCrmAgainAction(props(null))).toBeNull()
    expect(SendToCrmAgainAction(props(lead([{ _key: 'msg_a', status: 'failed', tries: 8 }])))).toMatchObject({
      label: 'Send to CRM again',
      disabled: false,
    })
  })

  it('starts the failed messages over at once, and says when they go out', () => {
    const events = [
      { _key: 'msg_a', status: 'delivered', tries: 1 },
      { _key: 'msg_a_1', status: 'failed', tries: 8, lastError: 'HTTP 500' },
    ]
    const request = props(lead(events))
    const before = Date.now()
    SendToCrmAgainAction(request)!.onHandle!()

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
    expect(Object.keys(set).some((path) => path.includes('msg_a"'))).toBe(false)
    expect(patches[1]).toEqual({ unset: ['webhookEvents[_key=="msg_a_1"].deliveredAt'] })
    expect(setSent).toHaveBeenCalledWith(true)
    // onComplete would start the document's actions over, and take the toast away before it shows.
    expect(request.onComplete).not.toHaveBeenCalled()
  })

  it('has the Studio’s toast say when they go out, shown only once they are sent again', () => {
    SendToCrmAgainAction(props(lead()))
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        enabled: false,
        status: 'success',
        title: 'It will be sent again within a minute.',
      }),
    )
  })
})
