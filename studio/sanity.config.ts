import { visionTool } from '@sanity/vision'
import { type DocumentActionComponent, defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'

import { schemaTypes } from './schemas'
import { lead } from './schemas/documents/lead'
import { FIXED_TYPES } from './singletons'
import { structure } from './structure'
import { dataset, previewOrigin, projectId } from './env'
import { resolve } from './presentation'

type ActionName = NonNullable<DocumentActionComponent['action']>

// Pages with fixed addresses come with the seed dataset and leads from the site's server: neither is ever
// created from the "new document" menu.
const NOT_CREATED_IN_STUDIO = new Set<string>([...FIXED_TYPES, lead.name])

// Fixed pages must always exist, exactly once. A lead stays as the visitor sent it, so it is never copied, but
// spam can be deleted.
const removedActions = (schemaType: string): readonly ActionName[] =>
  FIXED_TYPES.has(schemaType)
    ? ['duplicate', 'delete', 'unpublish']
    : schemaType === lead.name
      ? ['duplicate']
      : []

export default defineConfig({
  name: 'default',
  title: 'Lone Star Shield',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    presentationTool({
      resolve,
      previewUrl: {
        origin: previewOrigin,
        previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
      },
    }),
    visionTool(),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !NOT_CREATED_IN_STUDIO.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) => {
      const removed = removedActions(schemaType)
      return actions.filter(({ action }) => !action || !removed.includes(action))
    },
  },
})
