import { useCallback, useLayoutEffect, type RefObject } from 'react'

type Draft = [name: string, value: string][]

// What a visitor typed, by form, in the page's memory only: it outlives a visit to a linked page of the site and
// Back (the page is drawn again), never the tab, and never reaches the browser's storage.
const drafts = new Map<string, Draft>()

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

// Hidden fields are the page's own, drawn fresh; the honeypot is for bots.
const typed = (control: Control) =>
  control.name !== '' && control.name !== 'website' && !['hidden', 'submit', 'button'].includes(control.type)

function read(form: HTMLFormElement): Draft {
  return (Array.from(form.elements) as Control[])
    .filter(typed)
    .filter(
      (control) =>
        !(control instanceof HTMLInputElement) ||
        !['radio', 'checkbox'].includes(control.type) ||
        control.checked,
    )
    .map((control) => [control.name, control.value])
}

function restore(form: HTMLFormElement, draft: Draft) {
  for (const control of Array.from(form.elements) as Control[]) {
    if (!typed(control)) continue
    const values = draft.filter(([name]) => name === control.name).map(([, value]) => value)
    if (control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type)) {
      control.checked = values.includes(control.value)
    } else if (values.length) {
      control.value = values[0]!
    }
  }
}

/** The value a drafted field had, for a field whose value React holds (its first render starts from it). */
export const draftedValue = (key: string, name: string) =>
  drafts.get(key)?.find(([field]) => field === name)?.[1]

/**
 * Keeps what the visitor types into a form in the page's memory, under `key`, and puts it back when the form is
 * drawn again. Returns the function that forgets it, once the request is sent.
 */
export function useFormDraft(form: RefObject<HTMLFormElement | null>, key: string) {
  useLayoutEffect(() => {
    const element = form.current
    if (!element) return
    const draft = drafts.get(key)
    const save = () => drafts.set(key, read(element))
    // Without a draft, the fields may already hold what was typed before the page's scripts ran: it is the draft.
    if (draft) restore(element, draft)
    else save()
    element.addEventListener('input', save)
    element.addEventListener('change', save)
    return () => {
      element.removeEventListener('input', save)
      element.removeEventListener('change', save)
    }
  }, [form, key])
  return useCallback(() => drafts.delete(key), [key])
}
