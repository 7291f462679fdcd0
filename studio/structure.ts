import { BookIcon, DocumentsIcon, InboxIcon, RocketIcon, TargetIcon, TranslateIcon } from '@sanity/icons'
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import type { ListItem, ListItemBuilder, StructureResolver } from 'sanity/structure'

import { isTranslatedType, type Language, LANGUAGES, translationId } from './languages'
import { InboxPane, REGISTER_ENTRY } from './inbox/inbox-pane'
import { INBOX_LISTS, type InboxList, listedType } from './inbox/inbox-lists'
import { RequestListPane } from './inbox/request-list-pane'
import { MISSING_SPANISH_FILTER } from './missing-translations'
import { NEWEST_PUBLISHED_FIRST } from './schemas/documents/article'
import { contactChoice } from './schemas/documents/contact-choice'
import { LEGAL_PAGES, SINGLETONS } from './singletons'

// Singletons for the marketer, not for the office manager's content.
const FOR_THE_MARKETER = new Set<keyof typeof SINGLETONS>(['gtmTestPage'])

// A list with its own filter names the GROQ version it was written for.
const LIST_API_VERSION = '2025-09-01'

export const structure: StructureResolver = (S, context) => {
  const singleton = (type: string, id: string, title: string, paneTitle = title) =>
    S.listItem().title(title).id(id).child(S.document().schemaType(type).documentId(id).title(paneTitle))

  // A translated fixed document exists once per language, under the English id with the language appended.
  const inEachLanguage = (type: string, id: string, title: string) =>
    S.listItem()
      .title(title)
      .id(id)
      .child(
        S.list()
          .id(id)
          .title(title)
          .items(
            LANGUAGES.map((language) =>
              singleton(type, translationId(id, language.id), language.title, `${title} · ${language.title}`),
            ),
          ),
      )

  const fixed = (type: string, id: string, title: string) =>
    isTranslatedType(type) ? inEachLanguage(type, id, title) : singleton(type, id, title)

  const fixedList = (type: string, title: string, pages: readonly { id: string; title: string }[]) =>
    S.listItem()
      .title(title)
      .child(
        S.list()
          .title(title)
          .items(pages.map((page) => fixed(type, page.id, page.title))),
      )

  /** One list per language, whose new documents start in that language (the translation plugin's templates). */
  const byLanguage = (id: string, title: string, list: (language: Language) => ListItemBuilder | ListItem) =>
    S.listItem()
      .id(id)
      .title(title)
      .child(S.list().id(id).title(title).items(LANGUAGES.map(list)))

  /** Every document of a translated type written in one language, each list creating documents in its own. */
  const inLanguageLists = (
    type: string,
    id: string,
    title: string,
    icon: typeof DocumentsIcon,
    ordering: { field: string; direction: 'asc' | 'desc' }[],
  ) =>
    byLanguage(id, title, (language) =>
      S.listItem()
        .id(`${id}-${language.id}`)
        .title(language.title)
        .icon(icon)
        .child(
          S.documentTypeList(type)
            .id(`${id}-${language.id}`)
            .title(`${title} · ${language.title}`)
            .filter('_type == $type && language == $language')
            .params({ type, language: language.id })
            .apiVersion(LIST_API_VERSION)
            .defaultOrdering(ordering)
            // Last: each later call of the chain would go back to offering every template of the type.
            .initialValueTemplates([S.initialValueTemplateItem(`${type}-${language.id}`)]),
        ),
    )

  const pages = inLanguageLists('page', 'pages', 'Pages', DocumentsIcon, [
    { field: 'title', direction: 'asc' },
  ])

  // Guides are read newest first on the site, and listed the same way here.
  const guides = inLanguageLists('article', 'guides', 'Guides', BookIcon, NEWEST_PUBLISHED_FIRST.by)

  // The plugin titles the list it opens with the type's name (“Team member”): the open list takes the desk's title.
  const withPaneTitle = (item: ListItem, title: string): ListItem => ({
    ...item,
    child: { ...(item.child as object), title } as ListItem['child'],
  })
  const ordered = (type: string, title: string) =>
    withPaneTitle(orderableDocumentListDeskItem({ type, title, S, context }), title)

  const faq = byLanguage('faq', 'FAQ', (language) =>
    withPaneTitle(
      orderableDocumentListDeskItem({
        type: 'faqItem',
        id: `faq-${language.id}`,
        title: language.title,
        filter: 'language == $language',
        params: { language: language.id },
        // The list's own “Create” would start a question in no language.
        createIntent: false,
        menuItems: [
          S.menuItem()
            .title(`New question in ${language.title}`)
            .intent({ type: 'create', params: { type: 'faqItem', template: `faqItem-${language.id}` } })
            .serialize(),
        ],
        S,
        context,
      }),
      `FAQ · ${language.title}`,
    ),
  )

  // The register of people who asked not to be texted or called (contactChoices.<hash>), one document per phone or
  // email, most recently changed first. Lines are added from a request's Texts block, never created here.
  const contactChoices = S.documentList()
    .id(REGISTER_ENTRY.id)
    .title(contactChoice.title!)
    .filter('_type == $type')
    .params({ type: contactChoice.name })
    .apiVersion(LIST_API_VERSION)
    .defaultOrdering([{ field: '_updatedAt', direction: 'desc' }])
    .initialValueTemplates([])

  // A request opens as a document of its type, found from its private id (leads.<uuid>, serviceRequests.<uuid>).
  const listedDocument = (id: string) => {
    const type = listedType(id)
    return type ? S.document().documentId(id).schemaType(type) : S.document().documentId(id)
  }

  // The inbox's lists are drawn by the Studio's own panes (inbox/): each row says in full what she acts on, and the
  // lists that ask something of her show how many they hold.
  const inboxList = (list: InboxList) =>
    S.component(RequestListPane).id(list.id).title(list.title).options({ list }).child(listedDocument)

  const inbox = S.listItem()
    .id('inbox')
    .title('Inbox')
    .icon(InboxIcon)
    .child(
      S.component(InboxPane)
        .id('inbox')
        .title('Inbox')
        .child((id: string) => {
          if (id === REGISTER_ENTRY.id) return contactChoices
          const list = INBOX_LISTS.find((candidate) => candidate.id === id)
          return list ? inboxList(list) : undefined
        }),
    )

  const missingSpanish = S.listItem().id('missingSpanish').title('Missing Spanish').icon(TranslateIcon).child(
    S.documentList()
      .id('missingSpanish')
      .title('Missing Spanish')
      .filter(MISSING_SPANISH_FILTER)
      .apiVersion(LIST_API_VERSION)
      // A list of work to do: documents are translated where they are, never created here.
      .initialValueTemplates([]),
  )

  // The Ad conversions tool's record of its downloads (adConversionUploads.<uuid>), to look up what was sent when.
  const uploads = S.listItem()
    .id('adConversionUploads')
    .title('Ad conversion downloads')
    .icon(TargetIcon)
    .child(
      S.documentList()
        .id('adConversionUploads')
        .title('Ad conversion downloads')
        .filter('_type == "adConversionUpload"')
        .apiVersion(LIST_API_VERSION)
        .defaultOrdering([{ field: 'downloadedAt', direction: 'desc' }])
        .initialValueTemplates([]),
    )

  // The marketer's tools, apart from the content: the page that checks the tag manager, and the ad files' record.
  const forTheMarketer = S.listItem()
    .id('forTheMarketer')
    .title('For the marketer')
    .icon(RocketIcon)
    .child(
      S.list()
        .id('forTheMarketer')
        .title('For the marketer')
        .items([
          ...[...FOR_THE_MARKETER].map((type) => {
            const { id, title } = SINGLETONS[type]
            return fixed(type, id, title)
          }),
          uploads,
        ]),
    )

  return S.list()
    .title('Content')
    .items([
      // What waits for the office manager comes first: the inbox stays in view however long the list grows.
      inbox,
      S.divider(),
      ...Object.entries(SINGLETONS)
        .filter(([type]) => !FOR_THE_MARKETER.has(type as keyof typeof SINGLETONS))
        .map(([type, { id, title }]) => fixed(type, id, title)),
      pages,
      guides,
      fixedList('legalPage', 'Legal pages', LEGAL_PAGES),
      S.divider(),
      S.documentTypeListItem('stat').title('Claims and stats'),
      faq,
      ordered('review', 'Reviews'),
      ordered('teamMember', 'Team'),
      S.divider(),
      ordered('carrier', 'Carriers'),
      ordered('insuranceLine', 'Insurance lines'),
      ordered('quoteIntake', 'Online quotes'),
      S.divider(),
      missingSpanish,
      forTheMarketer,
    ])
}
