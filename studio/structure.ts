import { BellIcon, InboxIcon } from '@sanity/icons'
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import type { StructureResolver } from 'sanity/structure'

import { LEGAL_PAGES, PRODUCT_PAGES, SINGLETONS } from './singletons'

// A list with its own filter names the GROQ version it was written for.
const LEAD_LIST_API_VERSION = '2025-09-01'

export const structure: StructureResolver = (S, context) => {
  const singleton = (type: string, id: string, title: string) =>
    S.listItem().title(title).id(id).child(S.document().schemaType(type).documentId(id).title(title))

  const fixedList = (type: string, title: string, pages: readonly { id: string; title: string }[]) =>
    S.listItem()
      .title(title)
      .child(
        S.list()
          .title(title)
          .items(pages.map((page) => singleton(type, page.id, page.title))),
      )

  const ordered = (type: string, title: string) => orderableDocumentListDeskItem({ type, title, S, context })

  // Leads live under private ids (leads.<uuid>). The lists filter on type only, with no id path, so they show
  // them: the Studio treats any id outside drafts. and versions. as a published document.
  const leads = (id: string, title: string, icon: typeof InboxIcon, filter: string) =>
    S.listItem()
      .id(id)
      .title(title)
      .icon(icon)
      .child(
        S.documentTypeList('lead')
          .id(id)
          .title(title)
          .filter(filter)
          .apiVersion(LEAD_LIST_API_VERSION)
          .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }]),
      )

  return S.list()
    .title('Content')
    .items([
      ...Object.entries(SINGLETONS).map(([type, { id, title }]) => singleton(type, id, title)),
      fixedList('productPage', 'Product pages', PRODUCT_PAGES),
      fixedList('legalPage', 'Legal pages', LEGAL_PAGES),
      S.divider(),
      S.documentTypeListItem('stat').title('Claims and stats'),
      ordered('faqItem', 'FAQ'),
      ordered('review', 'Reviews'),
      ordered('teamMember', 'Team'),
      S.divider(),
      leads('leadsToFollowUp', 'Leads to follow up', BellIcon, '_type == $type && contacted != true'),
      leads('allLeads', 'All leads', InboxIcon, '_type == $type'),
    ])
}
