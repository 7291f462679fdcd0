'use client'

import { useEffect, useState } from 'react'

/**
 * What the server says of this visitor at `url` (JSON, on a 200), asked once the page has painted: a page the
 * same for everyone (prerendered) learns what is this visitor's only in their browser. Null until then, and for
 * anyone the server has nothing for (204), or when it cannot be asked: the page's own links still lead on.
 */
export function useVisitorAnswer<Answer>(url: string): Answer | null {
  const [answer, setAnswer] = useState<Answer | null>(null)
  useEffect(() => {
    const asking = new AbortController()
    fetch(url, { cache: 'no-store', signal: asking.signal })
      .then(async (response) =>
        response.status === 200 ? setAnswer((await response.json()) as Answer) : undefined,
      )
      .catch(() => {})
    return () => asking.abort()
  }, [url])
  return answer
}
