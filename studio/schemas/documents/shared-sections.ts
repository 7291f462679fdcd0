import { BlockContentIcon } from '@sanity/icons'
import { defineType } from 'sanity'

import {
  cardsField,
  headingField,
  languageField,
  orderedSection,
  requiredString,
  statsField,
} from '../fields'

// Sections that appear on the home page and on every product page, edited once.
export const sharedSections = defineType({
  name: 'sharedSections',
  title: 'Shared sections',
  type: 'document',
  icon: BlockContentIcon,
  fields: [
    orderedSection('about', 'About / why choose us', [
      headingField(),
      cardsField('highlights', 'Reasons to choose us'),
      statsField(),
    ]),
    orderedSection('team', 'Meet the team', [headingField()]),
    orderedSection('faq', 'FAQ', [headingField()]),
    orderedSection('reviews', 'Reviews', [
      headingField(),
      requiredString(
        'previousLabel',
        'Previous button (screen readers)',
        'Write the label, for example “Previous review”.',
      ),
      requiredString(
        'nextLabel',
        'Next button (screen readers)',
        'Write the label, for example “Next review”.',
      ),
      requiredString('pauseLabel', 'Pause button', 'Write the label, for example “Pause”.'),
      requiredString('playLabel', 'Play button', 'Write the label, for example “Play”.'),
    ]),
    languageField(),
  ],
  preview: { prepare: () => ({ title: 'Shared sections' }) },
})
