import { createHash } from 'node:crypto'

/**
 * A short code for a consent's exact words: two records share it only when the visitor read the same text. The
 * server draws it beside the words, and checks it against the words published when a request claims it.
 */
export const consentVersion = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12)
