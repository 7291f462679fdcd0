import {
  at,
  createIfNotExists,
  defineMigration,
  insert,
  patch,
  setIfMissing,
  transaction,
  unset,
} from 'sanity/migrate'

import {
  choiceDocumentId,
  CONTACT_CHOICE_TYPE,
  type ContactChoiceEntry,
  keyList,
} from '../../../web/lib/contact-choices/contact-choices'
import { sha256Hex } from '../../../web/lib/sha256-hex'
import { EARLIER_STUDIO, requestKeys } from '../../inbox/contact-choices'

/**
 * Before one register per person, the Studio's STOP button kept the opt-out on the one request it was pressed on
 * (smsOptedOutAt). Each such request's opt-out becomes a line of the register for its phone and email, at the time
 * it was recorded, and leaves the request, in one transaction. Run once, from studio/, after deploying the site
 * and Studio that read the register (docs/operations.md): `npx sanity migration run contact-choices` shows what it
 * would change, `--no-dry-run` writes it. Running it again changes nothing: the requests no longer carry it. A
 * request with neither a valid phone nor an email keeps it (and still shows it), as there is no key to move it to.
 */
/** The request's STOP as a line of the register of each of its keys, and off the request, in one transaction. */
async function moveOptOut(
  request: Record<string, unknown> & { _id: string },
  optedOutAt: string,
  keys: string[],
) {
  // Named after the request, so the line tells where it came from and is the same on every run.
  const entry: ContactChoiceEntry = {
    _key: `earlier-${(await sha256Hex(request._id)).slice(0, 16)}`,
    _type: 'contactChoiceEntry',
    channel: 'texts',
    action: 'opt-out',
    at: new Date(optedOutAt).toISOString(),
    how: 'text reply',
    by: EARLIER_STUDIO,
  }
  const mutations = []
  for (const key of keys) {
    const id = await choiceDocumentId(key)
    mutations.push(
      createIfNotExists({ _id: id, _type: CONTACT_CHOICE_TYPE, key }),
      patch(id, [at('entries', setIfMissing([])), at('entries', insert([entry], 'after', -1))]),
    )
  }
  mutations.push(patch(request._id, at('smsOptedOutAt', unset())))
  return transaction(mutations)
}

export default defineMigration({
  title: 'Move each request’s STOP into the register of contact choices',
  documentTypes: ['lead', 'serviceRequest'],
  migrate: {
    document(request) {
      const optedOutAt = request.smsOptedOutAt
      if (typeof optedOutAt !== 'string' || Number.isNaN(Date.parse(optedOutAt))) return undefined
      const keys = keyList(requestKeys(request as Record<string, unknown>))
      if (!keys.length) return undefined
      return moveOptOut(request, optedOutAt, keys)
    },
  },
})
