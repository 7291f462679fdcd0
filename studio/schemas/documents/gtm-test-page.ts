import { ActivityIcon } from '@sanity/icons'
import { defineType } from 'sanity'

import { requiredString } from '../fields'

// A page for marketers to check the tag manager set-up; not linked from the site and not indexed.
export const gtmTestPage = defineType({
  name: 'gtmTestPage',
  title: 'Tag manager test page',
  type: 'document',
  icon: ActivityIcon,
  fields: [
    requiredString('title', 'Title', 'Write the page title, for example “Tag Manager Test”.'),
    requiredString('intro', 'Introduction', 'Explain in a sentence what the page is for.'),
    requiredString('testEventLabel', 'Test event button', 'Write the label of the test event button.'),
    requiredString('leadEventLabel', 'Sample lead button', 'Write the label of the sample lead button.'),
    requiredString('dataLayerLabel', 'Data layer status label', 'Write the label, for example “Data layer”.'),
    requiredString(
      'tagManagerLabel',
      'Tag manager status label',
      'Write the label, for example “Tag manager”.',
    ),
    requiredString('loadedLabel', 'Word for “loaded”', 'Write the word shown when something is loaded.'),
    requiredString(
      'notLoadedLabel',
      'Word for “not loaded”',
      'Write the word shown when something is missing.',
    ),
  ],
  preview: { prepare: () => ({ title: 'Tag manager test page' }) },
})
