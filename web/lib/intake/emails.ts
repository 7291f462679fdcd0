import { agencyEmailAbout } from '../lead/emails'
import type { IntakeProgress } from './intake-progress'

/** What the agency's email says of the lead: who it is and what it asked for. */
export type IntakeEmailLead = {
  id: string
  fullName: string
  email: string
  phoneNumber: string
  coverageType: string
}

/** The answers as the agency reads them in an email: by step, each driver or vehicle under its own line. */
export function answersText(intake: IntakeProgress): string {
  const lines: string[] = []
  let heading = ''
  for (const answer of intake.answers) {
    const group = [answer.stepTitle, answer.itemTitle].filter(Boolean).join(', ')
    if (group !== heading) {
      lines.push(`${lines.length ? '\n' : ''}${group}`)
      heading = group
    }
    lines.push(`  ${answer.label}: ${answer.shown}`)
  }
  return lines.join('\n')
}

/**
 * The agency's email when a lead finishes the online quote, with the lead template's parameters: who it is, and
 * every answer in English in place of the form's additional information.
 */
export function intakeEmailParams(lead: IntakeEmailLead, intake: IntakeProgress, inbox: string) {
  const ready = intake.quoteReady ? 'quote-ready' : 'some answers missing'
  return {
    ...agencyEmailAbout(lead, inbox),
    message: `Online quote finished (${ready}): ${lead.fullName} - ${lead.coverageType}`,
    additionalInfo: answersText(intake),
    language: intake.language === 'es' ? 'Spanish' : 'English',
    leadId: lead.id,
  }
}
