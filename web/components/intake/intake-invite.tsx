'use client'

import { Link } from '@/components/ui/link'
import { useVisitorAnswer } from '@/components/ui/use-visitor-answer'
import type { Language } from '@/lib/i18n'
import { INVITATION_ENDPOINT } from '@/lib/intake/intake-link'
import type { IntakeInvitation } from '@/lib/intake/server/intake-invitation'

/**
 * On the thank-you page, for a visitor whose request has an online quote still to finish: “Finish your quote
 * online — about 5 minutes”, for the coverage they chose. The page itself is the same for everyone (prerendered);
 * once it has painted, this asks the server about this visitor's link, and shows nothing for anyone else. Last in
 * the column, so what it adds pushes down only the footer.
 */
export function IntakeInvite({ language }: { language: Language }) {
  const invitation = useVisitorAnswer<IntakeInvitation>(`${INVITATION_ENDPOINT}?language=${language}`)
  if (!invitation) return null
  return (
    <section
      aria-labelledby="finish-online"
      className="mx-auto mt-10 max-w-3xl rounded-2xl border-2 border-brand-700 bg-brand-50 p-6 text-left sm:p-8"
    >
      <h2 id="finish-online" className="text-2xl font-bold text-slate-900">
        {invitation.heading}
      </h2>
      <p className="mt-2 text-lg text-slate-700">{invitation.text}</p>
      <p className="mt-5">
        <Link href={invitation.href} prefetch={false} className="button-primary gap-2 px-5 py-3">
          {invitation.button} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </section>
  )
}
