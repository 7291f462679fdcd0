// What “Earlier words” gains when consent words are published (Site settings' box, the forms' consent). Pure, so the publish action and the tests share it.

export type Translated = { _key?: string; language?: string; value?: unknown }

export type RetiredWords = {
  _key: string
  _type: 'retiredSmsConsent'
  language: string
  words: unknown
  retiredAt: string
}

/**
 * The published consent words that the draft replaces, one entry per language whose words change, dated
 * `now`; empty when no language's words change. Words are compared as written, links included.
 */
export function retiredSmsConsent(
  published: readonly Translated[] | undefined,
  draft: readonly Translated[] | undefined,
  now: Date,
): RetiredWords[] {
  const draftWords = (language: string) =>
    JSON.stringify(draft?.find((entry) => entry.language === language)?.value ?? null)
  return (published ?? [])
    .filter(
      (entry) => entry.language && entry.value && JSON.stringify(entry.value) !== draftWords(entry.language),
    )
    .map((entry) => ({
      _key: `${entry.language}-${now.getTime().toString(36)}`,
      _type: 'retiredSmsConsent',
      language: entry.language!,
      words: entry.value,
      retiredAt: now.toISOString(),
    }))
}
