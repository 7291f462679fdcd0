import { at, defineMigration, set, unset } from 'sanity/migrate'

import { phoneKey } from '../../../web/lib/database/contact-key'

/**
 * The site finds a possible duplicate by the phone number's E.164 form (+12145550143), where it used the last ten
 * digits: each request kept before is keyed again from its number, so a repeat is still found. Run once, from
 * studio/, after deploying the site that compares numbers so (docs/operations.md): `npx sanity migration run
 * phone-keys` shows what it would change, `--no-dry-run` writes it. Running it again changes nothing.
 */
export default defineMigration({
  title: 'Key each request by its phone number in E.164',
  documentTypes: ['lead', 'serviceRequest'],
  migrate: {
    document(request) {
      const key = phoneKey(typeof request.phoneNumber === 'string' ? request.phoneNumber : null)
      if ((request.phoneKey ?? null) === key) return undefined
      return key ? at('phoneKey', set(key)) : at('phoneKey', unset())
    },
  },
})
