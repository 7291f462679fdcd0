import { PLATFORMS } from './platform-files'
import { DENIED_FINE, DENIED_WHY, type PlatformPlan } from './upload-plan'

// What the tool says of the conversions it leaves out of a file: what was left out, then one plain sentence on why
// that is all right, so a count never reads as a fault to fix.

/** "1 conversion", "2 changes". */
export const count = (n: number, one = 'conversion', many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export type LeftOut = { what: string; fine: string }

const them = (n: number) => (n === 1 ? 'it' : 'them')

/** Each reason a conversion is left out, with the sentence that says why that is all right. */
const FINE_BY_WHY = new Map<string, string>([
  [DENIED_WHY, DENIED_FINE],
  ...PLATFORMS.flatMap(({ conversions }) =>
    conversions.flatMap(({ refuses = [] }) => refuses.map(({ why, fine }): [string, string] => [why, fine])),
  ),
])

/** What a platform does not get, and why that is fine, for its part of the tool's page. */
export function leftOutNotes({ name, alreadySent, refused, uncorrectable }: PlatformPlan): LeftOut[] {
  const notes: LeftOut[] = []
  if (alreadySent > 0)
    notes.push({
      what: `${count(alreadySent)} left out: already sent to ${name}.`,
      fine: `That’s fine: ${name} has ${them(alreadySent)} from an earlier file, and sending ${them(alreadySent)} again would count ${them(alreadySent)} twice.`,
    })
  // Every reason the plan gives is one of those above.
  for (const { why, count: n } of refused)
    notes.push({ what: `${count(n)} left out: ${why}.`, fine: FINE_BY_WHY.get(why)! })
  if (uncorrectable > 0)
    notes.push({
      what: `${count(uncorrectable, 'change')} since sent not correctable: ${name} takes no ${
        name === 'Meta'
          ? 'corrections of its events'
          : 'correction of a conversion tied by an iOS web click (wbraid)'
      }.`,
      fine: `Nothing to do: ${name} keeps counting ${them(uncorrectable)} as first sent, and the Leads report shows the change.`,
    })
  return notes
}

/** The conversions no platform's file holds, and why that is fine; nothing when there are none. */
export function untiedNote(untied: number, hashIdentifiers: boolean): LeftOut | undefined {
  if (untied === 0) return undefined
  const one = untied === 1
  return {
    what: `${one ? '1 conversion is' : `${untied} conversions are`} in no file: ${one ? 'its lead has' : 'their leads have'} no Google or Microsoft ad click id${
      hashIdentifiers ? ', and no email or phone to match' : ''
    }, so no platform can tell which ad ${one ? 'it' : 'they'} came from.`,
    fine: 'That’s fine: leads like these most likely came from a search, another website or straight to the site, so there is no ad to credit.',
  }
}
