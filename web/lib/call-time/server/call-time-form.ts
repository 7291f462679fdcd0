import 'server-only'

import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies'

import { getQuoteForm } from '../../content'
import { crmWebhook, type CrmWebhook } from '../../crm-webhook/crm-webhook'
import type { CrmEvent } from '../../database/crm-event-row'
import type { Kept } from '../../delivery/request-record'
import { couldNotKeepPage } from '../../forms/could-not-keep-page'
import type { FormKind, Keeping } from '../../forms/form-kind'
import { clientAddress } from '../../http/client-address'
import { FORM } from '../../http/form-post'
import { seeOther } from '../../http/responses'
import { INTAKE_COOKIE } from '../../intake/intake-link'
import { leadOfLink } from '../../intake/server/link-lookup'
import type { IntakeLead } from '../../intake/server/intake-store'
import { newServerEmail, type ServerEmail } from '../../outbox/server-email'
import { serverEmails } from '../../outbox/server-emails'
import { AS_SOON_AS_POSSIBLE, CALL_TIME_PATHS, callTimePath } from '../call-time-link'
import { checkCallTime, type CallTime } from '../call-times'
import { callTimeStore, type CallTimeStore } from './call-time-store'
import { bookedTime, callTimeOptions, upcomingCall } from './call-time-view'

export type CallTimeServices = {
  store: CallTimeStore
  /** The CRM hand-over, when one is configured: each choice is sent as `lead.call_scheduled` or `_rescheduled`. */
  crm: Pick<CrmWebhook, 'callEvent' | 'handOff'> | null
  /** Whether the server can send email: the agency is then emailed each choice. */
  sendsEmail: boolean
  /** Whom a link's lookup is counted against. */
  clientAddress: (headers: Headers) => string
}

/** A choice checked against the office's calendar as read. */
type Chosen = { lead: IntakeLead; callAt: CallTime | null; callsAtOnce: number }

type CallRecord = Keeping & Chosen & { event?: CrmEvent; email?: ServerEmail; unchanged: boolean }

const defaults = (): CallTimeServices => ({
  store: callTimeStore(),
  crm: crmWebhook(),
  sendsEmail: serverEmails() !== null,
  clientAddress,
})

const utc = (time: CallTime | null) => (time ? new Date(time.ms).toISOString() : null)

/**
 * The visitor's choice of when the office calls them, posted by the browser itself (a plain form, with or without
 * JavaScript), only with the lead's own link in its cookie, until the time booked comes. The value is the time
 * itself: one the office's calendar does not offer now (past, too soon, closed, off the half hour, made up) is
 * refused and the times shown again, with nothing kept. Taking a time checks its room and books it in one
 * transaction; a visitor who lost the last place to another at the same moment is read again, and told it was
 * just taken.
 */
export function callTimeForm(services: CallTimeServices = defaults()): FormKind<Chosen, CallRecord> {
  return {
    name: 'call-time',
    accepts: [FORM],
    maxBytes: 2 * 1024,
    // Choosing takes one post; changing one's mind a few more. A script posting more costs only requests.
    perMinute: 20,
    // Each reading again follows another visitor's booking at the same moment; this many in a row means trouble.
    attempts: 5,
    where: () => services.store.where,
    validate: async ({ request, fields, language, now }) => {
      const link = new RequestCookies(request.headers).get(INTAKE_COOKIE)?.value
      const lead = await leadOfLink(link, services.clientAddress(request.headers))
      const booked = lead ? upcomingCall(lead, now) : null
      // No lead, or the call's time has come: the page says so.
      if (!lead || (lead.callAt && booked === null)) return { goTo: CALL_TIME_PATHS[language] }
      const value = typeof fields.callAt === 'string' ? fields.callAt : ''
      const { settings, schedule, bookings } = await callTimeOptions(lead.id, language, now, services.store)
      const { callsAtOnce } = settings
      if (value === AS_SOON_AS_POSSIBLE) return { valid: { lead, callAt: null, callsAtOnce } }
      if (booked !== null && value === bookedTime(booked).at)
        return { valid: { lead, callAt: bookedTime(booked), callsAtOnce } }
      const checked = checkCallTime(value, schedule, bookings, callsAtOnce)
      if ('taken' in checked) return { goTo: callTimePath(language, 'taken') }
      if ('notOffered' in checked) return { goTo: callTimePath(language, 'not-offered') }
      return { valid: { lead, callAt: checked.offered, callsAtOnce } }
    },
    stamp: async (chosen, { now }) => {
      const { lead, callAt } = chosen
      const unchanged = utc(callAt) === (lead.callAt ?? null)
      const call = { callAt: utc(callAt), rescheduled: Boolean(lead.callAt) }
      const event =
        !unchanged && services.crm
          ? services.crm.callEvent({ _id: lead.id, stage: lead.stage }, call, now)
          : undefined
      const email =
        !unchanged && services.sendsEmail
          ? newServerEmail('call-time', now, {
              key: `call-time-${now.getTime().toString(36)}`,
              params: { callAt: call.callAt ?? '' },
            })
          : undefined
      const { id, fullName, email: address, phoneNumber, coverageType, language } = lead
      const record = { _id: id, _type: 'lead', fullName, email: address, phoneNumber, coverageType, language }
      return {
        record: { ...chosen, event, email, unchanged, keptOn: id, record, emails: email ? [email] : [] },
      }
    },
    keep: async ({ lead, callAt, callsAtOnce, event, email, unchanged }) => {
      if (unchanged) return 'kept-before'
      const outcome = await services.store.book({
        leadId: lead.id,
        before: lead.callAt,
        revision: lead.revision,
        callAt,
        callsAtOnce,
        event,
        email,
      })
      // A time that filled up, or a lead changed, since they were read: read both again.
      return outcome === 'booked' ? 'new' : 'changed'
    },
    answer: async ({ language }) => seeOther(callTimePath(language)),
    // The CRM hears of the choice after the visitor has their page; the event was kept with it, so a send that
    // fails (or a server that stops first) leaves it to be tried again.
    follow: ({ lead, event }) => {
      const { crm } = services
      if (!crm || !event) return []
      const record = {
        _id: lead.id,
        _type: 'lead',
        fullName: lead.fullName,
        email: lead.email,
        phoneNumber: lead.phoneNumber,
        language: lead.language,
        coverageType: lead.coverageType,
        coverageLabel: lead.coverageLabel,
        stage: lead.stage,
        webhookEvents: [event],
      }
      return [() => crm.handOff(record as unknown as Kept)]
    },
    named: ({ lead, callAt }) => ({
      subject: `Call time of ${lead.id}`,
      detail: callAt ? 'a time' : 'as soon as possible',
    }),
    pages: {
      unkept: async ({ language }) =>
        couldNotKeepPage(language, (await getQuoteForm(language)).deliveryError, callTimePath(language)),
    },
  }
}
