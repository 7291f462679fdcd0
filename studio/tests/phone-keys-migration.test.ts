import { at, set, unset } from 'sanity/migrate'
import { describe, expect, it } from 'vitest'

import phoneKeys from '../migrations/phone-keys'
import { exportedRequest } from './migration-support'

// What `sanity migration run phone-keys` does to each request the export hands it.
const migrate = (fields: Record<string, unknown>) => phoneKeys.migrate.document(exportedRequest(fields))

describe('the phone keys migration', () => {
  it('keys a request kept under the last ten digits by the number’s E.164 form', () => {
    expect(migrate({ phoneNumber: '1 (214) 555-0143', phoneKey: '2145550143' })).toEqual(
      at('phoneKey', set('+12145550143')),
    )
    expect(migrate({ phoneNumber: '+44 (0)7911 123456', phoneKey: '7911123456' })).toEqual(
      at('phoneKey', set('+447911123456')),
    )
  })

  it('drops the key of a number that is no valid one, and leaves what is right alone', () => {
    expect(migrate({ phoneNumber: '555-0143', phoneKey: '5550143' })).toEqual(at('phoneKey', unset()))
    expect(migrate({ phoneNumber: '(214) 555-0143', phoneKey: '+12145550143' })).toBeUndefined()
    expect(migrate({ phoneNumber: '555-0143' })).toBeUndefined()
  })
})
