import {
  BellIcon,
  BookIcon,
  CheckmarkCircleIcon,
  ClipboardIcon,
  CloseCircleIcon,
  DocumentsIcon,
  ErrorOutlineIcon,
  InboxIcon,
  TargetIcon,
  TranslateIcon,
  ThumbsUpIcon,
  WarningOutlineIcon,
} from '@sanity/icons'
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import type { ListItem, ListItemBuilder, StructureResolver } from 'sanity/structure'

import { isTranslatedType, type Language, LANGUAGES, translationId } from './languages'
import { EMAIL_NOT_SENT_FILTER } from './inbox/server-emails'
import { MISSING_SPANISH_FILTER } from './missing-translations'
import { NEWEST_PUBLISHED_FIRST } from './schemas/documents/article'
import { contactChoice } from './schemas/documents/contact-choice'
import { dailyCeiling } from './schemas/documents/daily-ceiling'
import { lead } from './schemas/documents/lead'
import { serviceRequest } from './schemas/documents/service-request'
import { NEWEST_FIRST } from './schemas/stored-requests'
import { LEGAL_PAGES, SINGLETONS } from './singletons'

// A list with its own filter names the GROQ version it was written for.
const LIST_API_VERSION = '2025-09-01'

const REQUEST_TYPES = [lead.name, serviceRequest.name]

// Requests kept before there were stages have none, and count as new.
const STILL_NEW = '(stage == "new" || !defined(stage))'

// Some event the site could not hand to the agency's CRM, even after every retry (or the CRM asked it to stop), or
// some email the site's server sends the agency (a request the browser did not email, a finished online quote, a
// stop request), which could not be sent either.
const NOT_DELIVERED = `count(webhookEvents[status == "failed"]) > 0 || ${EMAIL_NOT_SENT_FILTER}`

// Leads whose online quote has every answer needed to quote their line; listed until they are quoted.
const QUOTE_READY = 'intake.quoteReady == true'

// now() is a string in GROQ, and a time never equals or orders against a string: both sides are read as times.
const PAST_ANSWER_BY = 'dateTime(answerBy) < dateTime(now())'

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

  const ordered = (type: string, title: string) => orderableDocumentListDeskItem({ type, title, S, context })

  const faq = byLanguage('faq', 'FAQ', (language) =>
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
  )

  // Leads and service requests live under private ids (leads.<uuid>, serviceRequests.<uuid>). The lists filter on
  // type only, with no id path, so they show them: the Studio treats any id outside drafts. and versions. as a
  // published document. Both kinds share each list, so one inbox holds everything waiting for an answer.
  const requests = (
    id: string,
    title: string,
    icon: typeof InboxIcon,
    { types = REQUEST_TYPES, filter }: { types?: string[]; filter?: string } = {},
  ) =>
    S.listItem()
      .id(id)
      .title(title)
      .icon(icon)
      .child(
        S.documentList()
          .id(id)
          .title(title)
          .filter(filter ? `_type in $types && ${filter}` : '_type in $types')
          .params({ types })
          .apiVersion(LIST_API_VERSION)
          .defaultOrdering(NEWEST_FIRST.by)
          // Requests come from the site's server only: no list offers to create one.
          .initialValueTemplates([]),
      )

  // The register of people who asked not to be texted or called (contactChoices.<hash>), one document per phone or
  // email, most recently changed first. Lines are added from a request's Texts block, never created here.
  const contactChoices = S.listItem()
    .id('contactChoices')
    .title(contactChoice.title!)
    .icon(CloseCircleIcon)
    .child(
      S.documentList()
        .id('contactChoices')
        .title(contactChoice.title!)
        .filter('_type == $type')
        .params({ type: contactChoice.name })
        .apiVersion(LIST_API_VERSION)
        .defaultOrdering([{ field: '_updatedAt', direction: 'desc' }])
        .initialValueTemplates([]),
    )

  const inbox = S.listItem()
    .id('inbox')
    .title('Inbox')
    .icon(InboxIcon)
    .child(
      S.list()
        .id('inbox')
        .title('Inbox')
        .items([
          requests('newRequests', 'New', BellIcon, { filter: STILL_NEW }),
          requests('waitingTooLong', 'Waiting too long', WarningOutlineIcon, {
            filter: `${STILL_NEW} && ${PAST_ANSWER_BY}`,
          }),
          // With the documents that hold an email of no request: the stop page's, kept on the person's register,
          // and the day's on the ceiling.
          requests('notDelivered', 'Not delivered', ErrorOutlineIcon, {
            types: [...REQUEST_TYPES, contactChoice.name, dailyCeiling.name],
            filter: NOT_DELIVERED,
          }),
          requests('quoteReady', 'Quote-ready', CheckmarkCircleIcon, {
            types: [lead.name],
            filter: `${QUOTE_READY} && (${STILL_NEW} || stage == "contacted")`,
          }),
          requests('wonLeads', 'Won', ThumbsUpIcon, { types: [lead.name], filter: 'stage == "won"' }),
          requests('allRequests', 'All requests', DocumentsIcon),
          S.divider(),
          requests('allLeads', 'All leads', InboxIcon, { types: [lead.name] }),
          requests('allServiceRequests', 'All service requests', ClipboardIcon, {
            types: [serviceRequest.name],
          }),
          S.divider(),
          contactChoices,
        ]),
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

  return S.list()
    .title('Content')
    .items([
      // What waits for the office manager comes first: the inbox stays in view however long the list grows.
      inbox,
      S.divider(),
      ...Object.entries(SINGLETONS).map(([type, { id, title }]) => fixed(type, id, title)),
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
      uploads,
    ])
}
