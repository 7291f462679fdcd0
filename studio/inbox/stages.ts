// Where a kept request stands, and the one thing a change of stage does by itself: the first time a request moves on
// from “New”, it records when it was first answered. Pure, so the stage's input and the tests share it.

export type Stage = { value: string; title: string }

export const NEW_STAGE = 'new'

export const LEAD_STAGES: Stage[] = [
  { value: NEW_STAGE, title: 'New' },
  { value: 'contacted', title: 'Contacted' },
  { value: 'quoted', title: 'Quoted' },
  { value: 'won', title: 'Won' },
  { value: 'lost', title: 'Lost' },
]

export const SERVICE_REQUEST_STAGES: Stage[] = [
  { value: NEW_STAGE, title: 'New' },
  { value: 'inProgress', title: 'In progress' },
  { value: 'done', title: 'Done' },
]

/** Requests kept before there were stages have none: they wait like new ones until someone moves them on. */
export const isNew = (stage: unknown) => stage === undefined || stage === null || stage === NEW_STAGE

/** What a list calls the stage: its title, “New” when there is none yet. */
export const stageTitle = (stages: readonly Stage[], stage: unknown) =>
  isNew(stage) ? 'New' : (stages.find(({ value }) => value === stage)?.title ?? String(stage))

/** A change of one field as the form hands it on: `path` is relative to the field, so [] is the field itself. */
type FieldPatch = { type: string; path: readonly unknown[]; value?: unknown }

/** The stage once the form's patches to the stage field are applied to `stage`. */
export function stageAfter(stage: unknown, patches: readonly FieldPatch[]): unknown {
  return patches
    .filter(({ path }) => path.length === 0)
    .reduce<unknown>((current, patch) => {
      if (patch.type === 'set') return patch.value
      if (patch.type === 'unset') return undefined
      if (patch.type === 'setIfMissing') return current ?? patch.value
      return current
    }, stage)
}

/**
 * The patch that records the first answer, when moving from `before` to `after` is the request's first move away
 * from “New”; null otherwise. `setIfMissing`, so that of two people moving the same request at once, the first
 * time saved stays.
 */
export function firstResponsePatch(
  before: unknown,
  after: unknown,
  firstResponseAt: unknown,
  now: Date,
): { setIfMissing: { firstResponseAt: string } } | null {
  if (firstResponseAt || !isNew(before) || isNew(after)) return null
  return { setIfMissing: { firstResponseAt: now.toISOString() } }
}
