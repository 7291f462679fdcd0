import type { ComponentType } from 'react'
import { defineField, defineType } from 'sanity'

import { anchorField } from '../fields'

/**
 * A section whose content is edited once, for every page that shows it (in “Shared sections”, “Team”, “FAQ”,
 * “Reviews”): the page only places it, and may give it a heading of its own.
 */
export const sharedContentSection = (
  name: string,
  title: string,
  icon: ComponentType,
  description: string,
  extraFields: ReturnType<typeof defineField>[] = [],
) =>
  defineType({
    name,
    title,
    type: 'object',
    icon,
    description,
    fields: [
      defineField({
        name: 'heading',
        title: 'Heading on this page (optional)',
        type: 'sectionHeading',
        description: 'Leave empty to use the heading from “Shared sections”.',
      }),
      ...extraFields,
      anchorField(),
    ],
    preview: {
      select: { heading: 'heading.title' },
      prepare: ({ heading }) => ({ title: heading ?? title, subtitle: heading ? title : 'Shared heading' }),
    },
  })
