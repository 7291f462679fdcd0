import { heading, teamMember } from '../../lib/content/fragments'
import type { ContentTag } from '../../lib/content/tags'

/** What the page query reads of a teamSection (see sections/section-fields.ts). */
export const teamSectionFields = /* groq */ `_type == "teamSection" => {anchor, heading${heading}, "members": members[]->${teamMember}}`

/**
 * The documents it reads besides the page (the team members it picks and their photos' assets), so publishing one
 * refreshes the pages showing it.
 */
export const teamSectionTags = ['teamMember', 'sanity.imageAsset'] satisfies ContentTag[]
