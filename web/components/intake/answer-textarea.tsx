'use client'

import { useState, useSyncExternalStore, type ComponentProps } from 'react'

const subscribe = () => () => {}

/**
 * A textarea that keeps what the visitor typed into it before the page's scripts ran. Hydrating a textarea drawn
 * with a value (an answer saved earlier) sets it back to that value, where an input keeps what it shows; so while
 * hydrating, it is drawn with what the field already holds.
 */
export function AnswerTextarea({
  id,
  defaultValue,
  ...textarea
}: Omit<ComponentProps<'textarea'>, 'defaultValue'> & { id: string; defaultValue: string }) {
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  )
  const [shown] = useState(() => {
    if (!hydrating || typeof document === 'undefined') return defaultValue
    const field = document.getElementById(id)
    return field instanceof HTMLTextAreaElement ? field.value : defaultValue
  })
  return <textarea id={id} defaultValue={shown} {...textarea} />
}
