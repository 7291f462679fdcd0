import {
  documentInternationalization,
  useDeleteTranslationAction,
} from '@sanity/document-internationalization'
import { esESLocale } from '@sanity/locale-es-es'
import { visionTool } from '@sanity/vision'
import { defaultLocale, defineConfig, defineField, type DocumentActionComponent } from 'sanity'
import { internationalizedArray } from 'sanity-plugin-internationalized-array'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'

import { isRequestType, resolveDocumentActions } from './actions'
import { languageNamed } from './inputs/language-badge'
import { withoutRemoveButtons } from './inputs/translation-items'
import { isTranslatedType, LANGUAGES, TRANSLATED_TYPES } from './languages'
import { schemaTypes } from './schemas'
import { consentText } from './schemas/objects/consent-text'
import { FIXED_TYPES } from './singletons'
import { structure } from './structure'
import { creatableTemplates } from './templates'
import { apiHost, dataset, developerTools, previewOrigin, projectId } from './env'
import { resolve } from './presentation'
import { leadsReport } from './reports'
import { adConversions } from './ad-conversions'
import { privacyRequests } from './privacy'

// Removing a translation first unlinks it from its original, whose translation metadata otherwise keeps it.
const deleteTranslation = useDeleteTranslationAction as DocumentActionComponent

export default defineConfig({
  name: 'default',
  title: 'Lone Star Shield',
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  plugins: [
    structureTool({ structure }),
    presentationTool({
      resolve,
      previewUrl: {
        origin: previewOrigin,
        previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
      },
    }),
    // The marketer's report of leads by week, source, line and language, with a CSV export.
    leadsReport(),
    // The marketer's upload files of quoted and won leads for Google Ads, Microsoft Advertising and Meta.
    adConversions(),
    // The office manager's answer to a person asking what is kept about them, or to erase it.
    privacyRequests(),
    documentInternationalization({
      supportedLanguages: LANGUAGES,
      schemaTypes: TRANSLATED_TYPES,
      // Fixed documents are opened in each language from the structure; the plugin's menu would make a second one.
      hideLanguageFilter: ({ schemaType }) => FIXED_TYPES.has(schemaType),
    }),
    // Each language's row has no remove button: a translation is emptied, never deleted by one click.
    withoutRemoveButtons(
      internationalizedArray({
        languages: LANGUAGES,
        fieldTypes: ['string', defineField({ name: 'text', type: 'text', rows: 4 }), consentText.name],
        languageDisplay: 'titleOnly',
      }),
    ),
    // Lets a Spanish-speaking editor switch the Studio itself to Spanish from the user menu.
    esESLocale(),
    // Vision runs GROQ queries by hand: a developer's tool, kept out of the office manager's top bar.
    ...(developerTools ? [visionTool()] : []),
  ],
  // Content Releases need a paid plan and a way of working this agency does not have: edits are published when
  // ready. Without them the Studio shows no Releases tool and no drafts/releases switch.
  releases: { enabled: false },
  // Scheduling one draft is the same paid feature in small: an edit goes live when she publishes it.
  scheduledDrafts: { enabled: false },
  i18n: {
    // Until an editor picks a language, the Studio (and the CLI's validation messages) use the last locale
    // registered: English stays last, so it stays the default.
    locales: (locales) => [
      ...locales.filter(({ id }) => id !== defaultLocale.id),
      ...locales.filter(({ id }) => id === defaultLocale.id),
    ],
  },
  schema: {
    types: schemaTypes,
    templates: creatableTemplates,
  },
  document: {
    // A request saves as she works it: the red “Live” badge would only say so in jargon.
    // The translation plugin's badge says "en"; she reads "English". A request has none.
    badges: (badges, { schemaType }) => (isRequestType(schemaType) ? [] : badges.map(languageNamed)),
    // Fixed pages stay, leads are never copied, a request the CRM never got can be sent to it again, and a page that
    // moves keeps its old address: see actions/.
    actions: (actions, context) =>
      resolveDocumentActions(
        isTranslatedType(context.schemaType) ? [...actions, deleteTranslation] : actions,
        context,
      ),
  },
})
