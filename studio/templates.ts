import type { Template } from 'sanity'

import { isTranslatedType } from './languages'
import { contactChoice } from './schemas/documents/contact-choice'
import { dailyCeiling } from './schemas/documents/daily-ceiling'
import { lead } from './schemas/documents/lead'
import { serviceRequest } from './schemas/documents/service-request'
import { FIXED_TYPES } from './singletons'

// Pages with fixed addresses come with the seed dataset, leads, service requests and days on the ceiling from the
// site's server, translation metadata from the translation plugin, a person's register of contact choices from the
// buttons on their requests: none is ever created from the "new document" menu.
const NOT_CREATED_IN_STUDIO = new Set<string>([
  ...FIXED_TYPES,
  lead.name,
  serviceRequest.name,
  contactChoice.name,
  dailyCeiling.name,
  'translation.metadata',
])

/**
 * The templates new documents start from. A translated document always starts in a language: only the translation
 * plugin's templates (one per language) create one, never the type's plain template.
 */
export const creatableTemplates = <T extends Pick<Template, 'id' | 'schemaType'>>(templates: T[]) =>
  templates.filter(
    ({ id, schemaType }) =>
      !NOT_CREATED_IN_STUDIO.has(schemaType) && !(isTranslatedType(schemaType) && id === schemaType),
  )
