import { useEffect, useState } from 'react'
import { useClient } from 'sanity'

import { type ContactKeys, keyList } from '../../web/lib/contact-choices/contact-choices'
import {
  appendMutations,
  earlierOptOut,
  type KeyedEntry,
  REGISTER_API_VERSION,
  REGISTER_LISTEN_QUERY,
  REGISTER_QUERY,
  type RegisterAppend,
  type RegisterFound,
  registerEntries,
} from './contact-choices'

/**
 * The register's lines for a person's keys, read when the form opens and again whenever one of their documents
 * changes (the site's stop page, another Studio, this one's buttons), and a way to append lines to it. `ownEarlier`
 * is this request's own STOP kept the earlier way, counted even when the request has no keys to find it by.
 */
export function useContactRegister(keys: ContactKeys, ownEarlier?: string) {
  const client = useClient({ apiVersion: REGISTER_API_VERSION })
  const list = keyList(keys)
  const keysParam = list.join('\n')
  // What was read, and for which keys: a read for other keys (the form moved on) is not shown.
  const [read, setRead] = useState<{ keys: string; found?: RegisterFound; failed?: boolean }>()
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!keysParam) return
    const controller = new AbortController()
    client
      .fetch<RegisterFound>(
        REGISTER_QUERY,
        { keys: keysParam.split('\n') },
        { signal: controller.signal, tag: 'contact-choices' },
      )
      .then((found) => setRead({ keys: keysParam, found }))
      .catch((error: unknown) => {
        if ((error as { name?: string })?.name !== 'AbortError')
          setRead((current) => ({ ...current, keys: keysParam, failed: true }))
      })
    return () => controller.abort()
  }, [client, keysParam, version])

  useEffect(() => {
    if (!keysParam) return
    const subscription = client
      .listen(
        REGISTER_LISTEN_QUERY,
        { keys: keysParam.split('\n') },
        { events: ['mutation'], includeResult: false, visibility: 'query' },
      )
      .subscribe({ next: () => setVersion((current) => current + 1), error: () => {} })
    return () => subscription.unsubscribe()
  }, [client, keysParam])

  // A request with no key has nothing to read but its own earlier STOP.
  const found = !keysParam ? NOTHING_FOUND : read?.keys === keysParam ? read.found : undefined
  const fromRegister = registerEntries(found, list[0])
  const entries =
    !ownEarlier || fromRegister.some((entry) => entry._key === `earlier-${ownEarlier}`)
      ? fromRegister
      : [...fromRegister, earlierOptOut(list[0] ?? 'this request', ownEarlier)].sort(
          (a, b) => Date.parse(a.at) - Date.parse(b.at),
        )

  /** Appends the lines in one transaction, visible to queries once it returns; then reads the register again. */
  const append = async (appends: RegisterAppend[]) => {
    const mutations = await appendMutations(appends)
    if (!mutations.length) return
    await client.mutate(mutations as never, { visibility: 'sync', tag: 'contact-choices' })
    setVersion((current) => current + 1)
  }

  return {
    loaded: found !== undefined,
    failed: Boolean(read?.keys === keysParam && read.failed && !found),
    entries: entries as KeyedEntry[],
    append,
  }
}

const NOTHING_FOUND: RegisterFound = { documents: [], earlier: [] }
