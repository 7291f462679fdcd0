import { UserIcon } from '@sanity/icons'
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { defineArrayMember, defineField, defineType } from 'sanity'

export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  icon: UserIcon,
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Enter the person’s name.'),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'For example “Agency Principal” or “Office Manager”.',
      validation: (rule) => rule.required().error('Enter the person’s role.'),
    }),
    defineField({
      name: 'bio',
      title: 'Short bio',
      type: 'text',
      rows: 4,
      validation: (rule) => [
        rule.required().error('Write two or three sentences about the person.'),
        rule.max(400).warning('Keep the bio under 400 characters so the team cards line up.'),
      ],
    }),
    defineField({
      name: 'languages',
      title: 'Languages',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'photo',
      title: 'Photo (optional)',
      type: 'image',
      description: 'Without a photo the site shows the person’s initials.',
      options: { hotspot: true },
      fields: [
        defineField({
          name: 'alt',
          title: 'Description for screen readers',
          type: 'string',
          validation: (rule) =>
            rule.custom((alt, context) =>
              (context.parent as { asset?: unknown } | undefined)?.asset && !alt
                ? 'Describe the photo for visitors who cannot see it.'
                : true,
            ),
        }),
      ],
    }),
    orderRankField({ type: 'teamMember' }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
})
