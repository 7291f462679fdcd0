import type { QuoteIntakesQueryResult } from '../../sanity.types'

type Section = QuoteIntakesQueryResult[number]
type ContentStep = Section['steps'][number]
type ContentQuestion = ContentStep['questions'][number]

export type IntakeQuestion = Omit<ContentQuestion, 'key'> & { key: string }

/** One page of the online quote, with an id unique across a bundle's sections, its address: `auto-current-policy`. */
export type IntakeStep = Omit<ContentStep, 'key' | 'questions'> & { id: string; questions: IntakeQuestion[] }

/** The steps a lead's coverage asks, in order, and about how long they take. */
export type IntakePlan = { minutes: number; steps: IntakeStep[] }

/** A name as it appears in an address, which is lower case throughout the site: `currentPolicy` → `current-policy`. */
const inAddress = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** A step's address below the online quote's, unique across a bundle's sections: `auto-current-policy`. */
export const stepIdOf = (sectionKey: string, stepKey: string) =>
  `${inAddress(sectionKey)}-${inAddress(stepKey)}`

const named = <T extends { key: string | null }>(items: T[]) =>
  items.filter((item): item is T & { key: string } => Boolean(item.key))

/**
 * The online quote for one coverage, from its sections in content (two for a bundle), or null when the coverage
 * has none: such a lead is not invited.
 */
export function intakePlan(sections: QuoteIntakesQueryResult): IntakePlan | null {
  const steps = named(sections).flatMap((section) =>
    named(section.steps)
      .map(({ key, questions, ...step }) => ({
        ...step,
        id: stepIdOf(section.key, key),
        questions: named(questions),
      }))
      .filter((step) => step.questions.length > 0),
  )
  if (steps.length === 0) return null
  return { minutes: sections.reduce((total, section) => total + section.minutes, 0), steps }
}

/** What the visitor calls one of a repeating step's items, numbered from 1: “Driver 2”. */
export const itemTitle = (name: string, item: number) => `${name} ${item + 1}`
