import { getSharedSections, getTeamMembers } from '@/lib/content'
import { LANGUAGE_INFO, type Language } from '@/lib/i18n'
import { imageLocation } from '@/lib/images/image-location'
import { isDrawable } from '@/lib/images/image-url'
import { teamPhoto } from '@/lib/images/image-variants'
import { SiteImage } from '@/lib/images/site-image'
import type { SharedSectionsQueryResult, TeamMembersQueryResult } from '@/sanity.types'
import { SectionFrame } from '@/sections/shared/section-frame'

import type { SectionEntry, SectionProps } from '../section-entry'

type Props = {
  id?: string
  heading: NonNullable<SharedSectionsQueryResult>['team']['heading']
  members: TeamMembersQueryResult
  language: Language
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')

/** Languages are stored as codes ("es") and named in the page's language: "Spanish", "Español". */
function languageNames(codes: string[], language: Language) {
  const names = new Intl.DisplayNames([LANGUAGE_INFO[language].locale], { type: 'language' })
  return codes.map((code) => {
    const name = names.of(code) ?? code
    return name.charAt(0).toLocaleUpperCase(LANGUAGE_INFO[language].locale) + name.slice(1)
  })
}

export function TeamSection({ id = 'team', heading, members, language }: Props) {
  return (
    <SectionFrame id={id} heading={heading}>
      <ul className="mx-auto mt-12 grid max-w-4xl gap-8 sm:grid-cols-2">
        {members.map((member) => (
          <li key={member._id} className="rounded-2xl border border-slate-200 p-6 text-center shadow-sm">
            {isDrawable(member.photo) ? (
              <SiteImage
                image={teamPhoto(imageLocation(), member.photo)}
                alt={member.photo.alt ?? ''}
                className="mx-auto size-24 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="mx-auto flex size-24 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
              >
                {initials(member.name)}
              </span>
            )}
            <h3 className="mt-4 text-xl font-semibold">{member.name}</h3>
            <p className="font-medium text-brand-700">{member.role}</p>
            <p className="mt-3 text-slate-700">{member.bio}</p>
            {member.languages && (
              <p className="mt-3 text-sm text-slate-600">
                {languageNames(member.languages, language).join(' · ')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}

// Without a choice of members the section shows the whole team; its heading is shared unless the page gives one.
async function SharedTeam({ section, id, page }: SectionProps<'teamSection'>) {
  const [shared, everyone] = await Promise.all([
    getSharedSections(page.language),
    getTeamMembers(page.language),
  ])
  return (
    <TeamSection
      id={id}
      language={page.language}
      heading={section.heading ?? shared.team.heading}
      members={section.members?.length ? section.members : everyone}
    />
  )
}

export const teamSection: SectionEntry<'teamSection'> = {
  title: 'Meet the team',
  required: [],
  anchor: 'team',
  render: (props) => <SharedTeam {...props} />,
}
