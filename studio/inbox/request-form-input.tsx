import type { ObjectInputProps } from 'sanity'

import { type CardFact, ContactCard } from './contact-card'

/** The language a request came in, as the card says it: the language to answer in. */
export const languageFact = (language: unknown): CardFact => ({
  label: 'Language',
  value: language === 'es' ? 'Spanish: answer in Spanish' : language === 'en' ? 'English' : undefined,
})

const HIDE_PERSPECTIVE_CHIPS =
  '[data-testid="document-pane"]:has([data-testid="contact-card"]) [data-testid="document-perspective-list"] { visibility: hidden; }'

/**
 * A request's form, opened on the person (the contact card) above the stage, the owner, the notes and the rest.
 * `factsOf` says what this kind of request asked for.
 */
export function requestFormInput(factsOf: (request: Record<string, unknown>) => CardFact[]) {
  return function RequestFormInput(props: ObjectInputProps) {
    const request = (props.value ?? {}) as Record<string, unknown>
    return (
      <div style={{ display: 'grid', gap: '2rem' }}>
        {/* A request is saved as she works it and never published: the pane's Published/Draft chips, which Sanity
            shows on every document, would only ask her to choose between two things she has no use for. The rule
            reaches only a pane holding a contact card; if Sanity renames its list, the chips simply show again. */}
        <style>{HIDE_PERSPECTIVE_CHIPS}</style>
        <ContactCard request={request} facts={factsOf(request)} />
        {props.renderDefault(props)}
      </div>
    )
  }
}
