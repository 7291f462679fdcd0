import { Link } from '@/components/ui/link'
import { getQuoteIntakeSettings } from '@/lib/content'
import type { Language } from '@/lib/i18n'
import { INTAKE_PATHS } from '@/lib/intake/intake-link'

/**
 * What a browser without JavaScript shows in the invitation's place: the invitation is asked for by a script once
 * the page has painted. The link opens the online quote of the request just sent, or says there is none.
 */
export async function IntakeInviteWithoutScript({ language }: { language: Language }) {
  const words = await getQuoteIntakeSettings(language)
  return (
    <noscript>
      <p className="mx-auto mt-10 max-w-3xl text-center">
        <Link href={INTAKE_PATHS[language]} prefetch={false} className="button-primary gap-2 px-5 py-3">
          {words.inviteButton} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </noscript>
  )
}
