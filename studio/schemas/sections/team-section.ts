import { UserIcon } from '@sanity/icons'
import { defineArrayMember, defineField } from 'sanity'

import { sharedContentSection } from './shared-content-section'

export const teamSection = sharedContentSection(
  'teamSection',
  'Meet the team',
  UserIcon,
  'Team members with their photos and bios, from “Team”.',
  [
    defineField({
      name: 'members',
      title: 'Who to show (optional)',
      type: 'array',
      description: 'Leave empty to show the whole team, in the order of the “Team” list.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'teamMember' }] })],
      validation: (rule) => rule.unique().error('Each person only once.'),
    }),
  ],
)
