import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import type { StructureResolver } from 'sanity/structure'

import { LEGAL_PAGES, PRODUCT_PAGES, SINGLETONS } from './singletons'

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
    ])
}
