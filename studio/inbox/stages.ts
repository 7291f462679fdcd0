// Where a kept request stands, and what a change of stage records by itself: when the request was first answered,
// first quoted and won. Pure, so the stage's input and the tests share it.

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

/** The moments a change of stage records by itself, each the first time it happens. */
export type StageTimes = { firstResponseAt?: unknown; quotedAt?: unknown; wonAt?: unknown }

/** Quoted, or won (a sold policy was quoted first): the report's "quoted", an ad platform's "qualified lead". */
export const isQuotedOrWon = (stage: unknown) => stage === 'quoted' || stage === 'won'

/**
 * The patch that records what moving from `before` to `after` does for the first time: the first answer (any move
 * away from “New”), the first quote (reaching Quoted or Won) and the sale (reaching Won); null when it records
 * nothing. `setIfMissing`, so a time once set never moves, and of two people moving the same request at once, the
 * first time saved stays.
 */
export function stageTimesPatch(
  before: unknown,
  after: unknown,
  times: StageTimes,
  now: Date,
): { setIfMissing: Partial<Record<keyof StageTimes, string>> } | null {
  if (before === after) return null
  const at = now.toISOString()
  const stamps: Partial<Record<keyof StageTimes, string>> = {
    ...(!times.firstResponseAt && isNew(before) && !isNew(after) && { firstResponseAt: at }),
    ...(!times.quotedAt && isQuotedOrWon(after) && { quotedAt: at }),
    ...(!times.wonAt && after === 'won' && { wonAt: at }),
  }
  return Object.keys(stamps).length > 0 ? { setIfMissing: stamps } : null
}
