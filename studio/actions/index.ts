import type { DocumentActionComponent, DocumentActionsContext } from 'sanity'

import { CONTACT_CHOICE_TYPE } from '../../web/lib/contact-choices/contact-choices'
import { DAILY_CEILING_TYPE } from '../inbox/server-emails'
import { lead } from '../schemas/documents/lead'
import { isFixedPage, page } from '../schemas/documents/page'
import { serviceRequest } from '../schemas/documents/service-request'
import { FIXED_TYPES } from '../singletons'
import { duplicateWithoutAddress } from './duplicate-page'
import { PUBLISH_RULES } from './publish-rules'
import { publishSetting } from './publish-setting'

declare module 'sanity' {
  // The translation plugin's action that unlinks a translation from its original, so that it can be deleted.
  interface DocumentActionKeys {
    deleteTranslation: never
  }
}

type ActionName = NonNullable<DocumentActionComponent['action']>

export const isRequestType = (schemaType: string) =>
  schemaType === lead.name || schemaType === serviceRequest.name

/**
 * Fixed pages must always exist, exactly once in each language. The four English product pages are ordinary pages
 * that must stay where ads and the specification point, but may be copied as the start of a new page (their
 * translations are ordinary pages). A lead or a service request stays as the visitor sent it, so it is never
 * copied or deleted: spam is marked Lost (or Done) or left as it is. A person is erased only by the Privacy requests
 * tool, which erases everything kept of them at once, where a delete here would leave them in the ad-conversion
 * download records.
 */
export function removedActions(schemaType: string, documentId: string | undefined): readonly ActionName[] {
  if (FIXED_TYPES.has(schemaType)) return ['duplicate', 'delete', 'deleteTranslation', 'unpublish']
  if (schemaType === page.name && isFixedPage(documentId)) {
    return ['delete', 'deleteTranslation', 'unpublish']
  }
  if (isRequestType(schemaType)) return ['duplicate', 'delete']
  // The register of a person's opt-outs is only appended to (a withdrawal is a new line), and a day on the ceiling
  // is what keeps the server to one email that day: neither is copied or deleted.
  if (schemaType === CONTACT_CHOICE_TYPE || schemaType === DAILY_CEILING_TYPE)
    return ['duplicate', 'delete', 'unpublish']
  return []
}

/**
 * `document.actions` of the Studio's configuration. Publish applies the document type's rule first (publish-rules.ts):
 * Site settings, the quote form and the service center keep their consent's earlier words as they are replaced, and a page that moves keeps its old address (it redirects). A copy of a page
 * starts without an address.
 */
export function resolveDocumentActions(
  actions: DocumentActionComponent[],
  { schemaType, documentId }: Pick<DocumentActionsContext, 'schemaType' | 'documentId'>,
): DocumentActionComponent[] {
  const removed = removedActions(schemaType, documentId)
  const kept = actions.filter(({ action }) => !action || !removed.includes(action))
  const rule = PUBLISH_RULES[schemaType]
  return kept.map((action) =>
    action.action === 'publish' && rule
      ? publishSetting(action, rule)
      : action.action === 'duplicate' && schemaType === page.name
        ? duplicateWithoutAddress(action)
        : action,
  )
}
