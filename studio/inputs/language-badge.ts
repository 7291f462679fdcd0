import type { DocumentBadgeComponent } from 'sanity'

import { LANGUAGES } from '../languages'

/** The translation plugin's badge reads the language's code (“en”); the office manager reads its name. */
export const languageNamed =
  (badge: DocumentBadgeComponent): DocumentBadgeComponent =>
  (props) => {
    const description = badge(props)
    const language = LANGUAGES.find(({ id }) => id === description?.label)
    return description && language ? { ...description, label: language.title } : description
  }
