import 'server-only'

import { sanityConfig } from '../../content/source'
import { sanityClient } from '../../content/sanity-source'
import { appendedLines, appendLine } from '../../delivery/server/appended-lines'
import { leadsFile, recentRequests } from '../../delivery/server/request-store'
import { serverEnv } from '../../env'
import { isLanguage, type Language } from '../../i18n'
import { intakeFile } from '../intake-file'
import type { CrmEvent } from '../../crm-webhook/crm-event'
import type { IntakeProgress } from '../intake-progress'

/** A lead as its online quote sees it: what it was for, when it came, its link's hash, and the answers so far. */
export type IntakeLead = {
  id: string
  submittedAt: string
  fullName: string
  email: string
  phoneNumber: string
  /** The office's stage (always `new` on the embedded dataset, which has no Studio). */
  stage: string
  language: Language
  coverageType: string
  coverageLabel: string
  /** The SHA-256 (hex) of its link's secret; a lead kept before there were online quotes has none. */
  linkHash?: string
  intake?: IntakeProgress
}

export type IntakeStore = {
  where: string
  /** The lead kept under `id`, or null. */
  find: (id: string) => Promise<IntakeLead | null>
  /**
   * Keeps the lead's online quote as it is now, replacing what was kept before; with `event`, the CRM event that
   * says it is finished, kept with it.
   */
  save: (lead: IntakeLead, intake: IntakeProgress, event?: CrmEvent) => Promise<void>
}

type Found = Omit<IntakeLead, 'language' | 'stage'> & { language?: string | null; stage?: string | null }

const asLead = (found: Found | null | undefined): IntakeLead | null =>
  found?.coverageType
    ? { ...found, stage: found.stage ?? 'new', language: isLanguage(found.language) ? found.language : 'en' }
    : null

/**
 * On the embedded dataset: leads are read from the leads file (the last 61 days), answers are appended to a file
 * beside it and read as it grows, so servers sharing the volume see each other's saves.
 */
export function fileIntakeStore(file: string): IntakeStore {
  const recent = recentRequests(file)
  const answersFile = intakeFile(file)
  const lines = appendedLines(answersFile)
  const latest = new Map<string, IntakeProgress>()
  const upToDate = async () => {
    const { lines: added, replaced } = await lines.read()
    if (replaced) latest.clear()
    for (const line of added) {
      const { _id, intake } = JSON.parse(line) as { _id: string; intake: IntakeProgress }
      latest.set(_id, intake)
    }
  }
  return {
    where: 'file',
    find: async (id) => {
      const [request] = await Promise.all([recent.find(id), upToDate()])
      if (!request) return null
      return asLead({
        id,
        submittedAt: request.submittedAt,
        fullName: request.fullName ?? '',
        email: request.email,
        phoneNumber: request.phoneNumber,
        language: request.language,
        coverageType: request.coverageType ?? '',
        coverageLabel: request.coverageLabel ?? '',
        linkHash: request.intakeLinkHash,
        intake: latest.get(id),
      })
    },
    // The line is a piece of the lead (its id, type and coverage with the answers), so the CRM hand-over reads
    // the event it carries as it reads the leads file's.
    save: async (lead, intake, event) => {
      const line = {
        _id: lead.id,
        _type: 'lead',
        coverageType: lead.coverageType,
        intake,
        ...(event && { webhookEvents: [event] }),
      }
      await appendLine(answersFile, JSON.stringify(line))
      latest.set(lead.id, intake)
    },
  }
}

const LEAD_QUERY = `*[_id == $id && _type == "lead"][0]{
  "id": _id, submittedAt, fullName, email, phoneNumber, stage, language, coverageType, coverageLabel,
  "linkHash": intakeLinkHash, intake
}`

/** With a Sanity project: the answers are kept on the lead document itself, where the Studio shows them. */
function sanityIntakeStore(config: NonNullable<ReturnType<typeof sanityConfig>>, token: string): IntakeStore {
  const client = sanityClient({ ...config, token })
  return {
    where: 'sanity',
    find: async (id) => asLead(await client.fetch<Found | null>(LEAD_QUERY, { id })),
    save: async (lead, intake, event) => {
      const patch = client.patch(lead.id).set({ intake })
      await (
        event ? patch.setIfMissing({ webhookEvents: [] }).append('webhookEvents', [event]) : patch
      ).commit()
    },
  }
}

let store: IntakeStore | undefined

/** Where leads' online quotes are kept: on the lead, wherever the lead is (see requestStore). */
export function intakeStore(): IntakeStore {
  if (store) return store
  const config = sanityConfig()
  const token = serverEnv().SANITY_API_WRITE_TOKEN
  store = config && token ? sanityIntakeStore(config, token) : fileIntakeStore(leadsFile())
  return store
}
