import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'

import { schemaTypes } from './schemas'
import { FIXED_TYPES } from './singletons'
import { structure } from './structure'
import { dataset, previewOrigin, projectId } from './env'
import { resolve } from './presentation'

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
    // Pages with fixed addresses are created by the seed dataset, never from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !FIXED_TYPES.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      FIXED_TYPES.has(schemaType)
        ? actions.filter(
            ({ action }) => action !== 'duplicate' && action !== 'delete' && action !== 'unpublish',
          )
        : actions,
  },
})
