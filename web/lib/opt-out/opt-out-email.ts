import { isoWithOffset } from '../format'
import type { Language } from '../i18n'
import { channelsText, type OptOutRequest } from './opt-out-request'

/**
 * The agency's email of a request to stop texts or calls, with the lead template's parameters (its inbox is added
 * at each try): what to stop, for which number and email, and what the office still has to do. The register holds
 * it already, unless `recorded` is false: the register could not be written, and the office records it by hand.
 */
export function optOutEmailParams(request: OptOutRequest, language: Language, now: Date, recorded = true) {
  const stop = channelsText(request.channels)
  const calls = request.channels.includes('calls')
  return {
    message: `Stop ${stop} (web form): ${request.phoneNumber}`,
    fullName: '',
    phone: request.phoneNumber,
    email: request.email ?? '',
    language: language === 'es' ? 'Spanish' : 'English',
    submittedAt: isoWithOffset(now),
    additionalInfo: [
      recorded
        ? `Asked on the website to stop ${stop}. It is in the register already: every request from this number${
            request.email ? ' or email' : ''
          } shows it in the Studio, and the CRM is told within a minute.`
        : `Asked on the website to stop ${stop}, but the website could not write it in the register (its database failed), and the visitor was asked to try again or call. Record it by hand: "Asked not to be texted" or "Asked not to be called" under Texts on any of their requests in the Studio, or the opt-out command in docs/operations.md.`,
      ...(request.channels.includes('texts')
        ? ['Send this number no more texts, from any phone or tool.']
        : []),
      ...(calls
        ? [
            'Take this number off every call list, the CRM’s and your own: calls must stop within 10 business days at the latest.',
          ]
        : []),
    ].join('\n'),
  }
}
