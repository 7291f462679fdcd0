import type { PageQueryResult } from '@/sanity.types'

/** One section of a page as the page query returns it: a union discriminated by `_type`. */
export type Section = NonNullable<PageQueryResult>['sections'][number]
export type SectionType = Section['_type']
export type SectionOf<Type extends SectionType> = Extract<Section, { _type: Type }>

export type SectionSpec<Type extends SectionType> = {
  /** What the Studio calls it, for messages to editors. */
  title: string
  /** Fields without which the section cannot be drawn: missing, the page fails rather than show a broken part. */
  required: readonly Exclude<keyof SectionOf<Type>, '_key' | '_type'>[]
  /** The section's address in the page when the editor gives none, so the top bar's “#faq” links keep working. */
  anchor?: string
}

export type SectionSpecs = { [Type in SectionType]: SectionSpec<Type> }

/** What the page query returns for a section whose type the site does not know: only these two fields. */
type AnySection = { _key: string; _type: string }

export type PlannedSection = { section: Section; id: string }

// Ids the page itself uses; a section never takes them.
const PAGE_IDS = ['main', 'quote-form', 'contact']

const warnedTypes = new Set<string>()

const isMissing = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && !value.length)

/**
 * Decides what a page shows: sections of an unknown type (an older or newer schema) are skipped and reported once
 * per server; a known section missing a required field stops the page, naming the page and the section, so a
 * build fails and a revalidation keeps the last good version. Each section gets a unique id for its anchor.
 */
export function planSections(
  sections: readonly AnySection[],
  specs: SectionSpecs,
  where: string,
): PlannedSection[] {
  const used = new Set(PAGE_IDS)
  const planned: PlannedSection[] = []
  sections.forEach((candidate, index) => {
    if (!Object.hasOwn(specs, candidate._type)) {
      if (!warnedTypes.has(candidate._type)) {
        warnedTypes.add(candidate._type)
        console.warn(
          `Skipped a section of type "${candidate._type}" on ${where}: this version of the site cannot show it.`,
        )
      }
      return
    }
    const section = candidate as Section
    const spec = specs[section._type] as SectionSpec<SectionType>
    const missing = spec.required.filter((field) => isMissing((section as Record<string, unknown>)[field]))
    if (missing.length) {
      throw new Error(
        `Content missing: ${where}, section ${index + 1} (“${spec.title}”) has no ${missing.join(', ')}. Fill it in and publish the page in the Studio.`,
      )
    }
    const base = ('anchor' in section && section.anchor) || spec.anchor || `section-${section._key}`
    let id = base
    for (let copy = 2; used.has(id); copy++) id = `${base}-${copy}`
    used.add(id)
    planned.push({ section, id })
  })
  return planned
}
