import { UserIcon } from '@sanity/icons'
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { defineArrayMember, defineField, defineType, type PreviewValue } from 'sanity'

import { RoundPhotoInput } from '../../inputs/round-photo-input'
import { inEnglish, type TranslatedValue } from '../../languages'
import { translatedAltTextField, translatedField } from '../fields'

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
    translatedField('role', 'Role', {
      description: 'For example “Agency Principal” or “Office Manager”.',
      required: 'Enter the person’s role.',
    }),
    translatedField('bio', 'Short bio', {
      type: 'text',
      required: 'Write two or three sentences about the person.',
      max: { length: 400, message: 'Keep the bio under 400 characters so the team cards line up.' },
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
      description:
        'A clear photo of the person’s face, at least 300 pixels wide and tall. The site shows it in a small ' +
        'circle on the team cards. To choose what shows in the circle, press the crop button beside the photo ' +
        '(“Crop image”) and move the round marker onto the face; the preview under the photo shows the result. ' +
        'Without a photo, the site shows the person’s initials.',
      components: { input: RoundPhotoInput },
      options: { hotspot: true },
      fields: [
        translatedAltTextField(
          (language) =>
            `Describe the photo under “${language}” for visitors who cannot see it, for example “Maria Delgado, smiling, in a red blouse”.`,
        ),
      ],
    }),
    orderRankField({ type: 'teamMember' }),
  ],
  preview: {
    select: { title: 'name', role: 'role', media: 'photo' },
    prepare: ({
      title,
      role,
      media,
    }: {
      title?: string
      role?: TranslatedValue<string>[]
      media?: PreviewValue['media']
    }) => ({
      title,
      subtitle: inEnglish(role),
      media,
    }),
  },
})
