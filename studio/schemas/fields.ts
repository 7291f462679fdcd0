import {
  defineArrayMember,
  defineField,
  type FieldsetDefinition,
  getPublishedId,
  type Path,
  type RuleDef,
  type ValidationContext,
} from 'sanity'

import {
  articlePath,
  GUIDES_PATHS,
  type LanguageId,
  LANGUAGES,
  languageOf,
  pathOf,
  type TranslatedValue,
} from '../languages'
import { anchorRule } from './objects/page-reference'
import { addressTaken, articleSlugProblem, slugify, slugProblem } from './slug-rules'
import { missingLanguages, type TranslationRules, translationProblems } from './translation-rules'

// Field factories for the shapes that recur across page types, so every page validates them the same way.

export const requiredString = (name: string, title: string, message: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => rule.required().error(message),
  })

export const requiredText = (name: string, title: string, message: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'text',
    rows: 3,
    description,
    validation: (rule) => rule.required().error(message),
  })

const hasAsset = (context: ValidationContext) =>
  Boolean((context.parent as { asset?: unknown } | undefined)?.asset)

/** An image's description for screen readers, in the document's language: needed as soon as an image is chosen. */
export const altTextField = (message: string) =>
  defineField({
    name: 'alt',
    title: 'Description for screen readers',
    type: 'string',
    validation: (rule) => rule.custom((alt, context) => (hasAsset(context) && !alt ? message : true)),
  })

/**
 * A photo's description for screen readers in every language, on a document both languages' pages show: needed
 * in each as soon as a photo is chosen. `message` says what is missing in one language, named as its button is.
 */
export const translatedAltTextField = (message: (language: string) => string) =>
  defineField({
    name: 'alt',
    title: 'Description for screen readers',
    type: 'internationalizedArrayString',
    validation: (rule) =>
      rulesByLevel(rule, (items, context) =>
        hasAsset(context) ? missingLanguages(items as TranslatedValue[] | undefined, message) : [],
      ),
  })

export const headingField = (name = 'heading', title = 'Heading') =>
  defineField({
    name,
    title,
    type: 'sectionHeading',
    validation: (rule) => rule.required().error('Give this section a heading.'),
  })

export const cardsField = (name: string, title: string, min = 1) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'card' })],
    validation: (rule) =>
      rule
        .required()
        .min(min)
        .error(`Add at least ${min} card${min === 1 ? '' : 's'}.`),
  })

export const statsField = (name = 'stats', title = 'Stats') =>
  defineField({ name, title, type: 'array', of: [defineArrayMember({ type: 'statHighlight' })] })

export const seoField = () =>
  defineField({
    name: 'seo',
    title: 'Search and sharing',
    type: 'seo',
    validation: (rule) => rule.required().error('Fill in how the page appears in search results.'),
  })

type Label = readonly [name: string, title: string, example: string, description?: string]

/** Labels shown together on the page, kept together in one group of the editor. */
export const labelsIn = (fieldset: string, labels: readonly Label[]) =>
  labels.map(([name, title, example, description]) => ({
    ...requiredString(name, title, `Write this label, for example “${example}”.`, description),
    fieldset,
  }))

// Groups of labels start folded, so the editor sees the sections of the page before their every word.
export const folded = (name: string, title: string) => ({
  name,
  title,
  options: { collapsible: true, collapsed: true },
})

/** The one or two numbers a line of text leaves for the site to fill in, each as `{name}`. */
type Placeholders = readonly [string] | readonly [string, string]

/**
 * Why a line of text lacks a placeholder the site fills in, such as the {count} of “Showing {count} of {total}
 * carriers”, or null when it keeps them all. Without one the reader would miss the number, or see the braces.
 */
export function placeholderProblem(text: string | undefined, placeholders: Placeholders): string | null {
  if (!text || placeholders.every((placeholder) => text.includes(placeholder))) return null
  const [first, second] = placeholders
  return second === undefined
    ? `Keep ${first} in the text, with its curly brackets: the site puts the number there.`
    : `Keep both ${first} and ${second} in the text, with their curly brackets: the site puts the numbers there.`
}

/** A required line of text with placeholders the site fills in with numbers, e.g. “Page {page} of {pages}”. */
export const templateField = (
  name: string,
  title: string,
  example: string,
  placeholders: Placeholders,
  description: string,
) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => [
      rule.required().error(`Write this line, for example “${example}”.`),
      rule.custom((text) => placeholderProblem(text, placeholders) ?? true),
    ],
  })

export const orderedSection = (
  name: string,
  title: string,
  fields: ReturnType<typeof defineField>[],
  fieldsets?: FieldsetDefinition[],
) =>
  defineField({
    name,
    title,
    type: 'object',
    options: { collapsible: true, collapsed: false },
    fields,
    fieldsets,
    validation: (rule) => rule.required().error(`Fill in the “${title}” section.`),
  })

export const anchorField = () =>
  defineField({
    name: 'anchor',
    title: 'Section address (optional)',
    type: 'string',
    description:
      'Lets links jump to this section: “faq” here makes “#faq” links land on it. Leave empty unless a link needs it.',
    validation: (rule) => anchorRule(rule),
  })

export const backgroundField = () =>
  defineField({
    name: 'background',
    title: 'Background',
    type: 'string',
    options: {
      list: [
        { title: 'White', value: 'white' },
        { title: 'Tinted (sets the section apart from its neighbours)', value: 'tinted' },
      ],
      layout: 'radio',
    },
    initialValue: 'white',
  })

/** A shared FAQ document and a question written for one page ask the same of the editor. */
export const questionAndAnswer = () => [
  defineField({
    name: 'question',
    title: 'Question',
    type: 'string',
    validation: (rule) => rule.required().error('Write the question as a visitor would ask it.'),
  }),
  defineField({
    name: 'answer',
    title: 'Answer',
    type: 'text',
    rows: 5,
    validation: (rule) => rule.required().error('Write the answer.'),
  }),
]

type Problem = { level: 'error' | 'warning'; message: string; path?: Path }

/** One rule per level, so a single check can block publishing for some problems and only warn about others. */
export const rulesByLevel = <T extends RuleDef<T>>(
  rule: T,
  problemsOf: (value: unknown, context: ValidationContext) => Problem[],
) =>
  (['error', 'warning'] as const).map((level) => {
    const check = rule.custom((value, context) => {
      const found = problemsOf(value, context).filter((problem) => problem.level === level)
      return found.length
        ? found.map(({ message, path }) => (path?.length ? { message, path } : { message }))
        : true
    })
    return level === 'error' ? check.error() : check.warning()
  })

/** Lines of insurance picked from the list under “Insurance lines”, at least one, each once. */
export const insuranceLinesField = (title: string, description: string, required: string) =>
  defineField({
    name: 'lines',
    title,
    type: 'array',
    description,
    of: [
      defineArrayMember({
        type: 'reference',
        to: [{ type: 'insuranceLine' }],
        options: { disableNew: true },
      }),
    ],
    validation: (rule) => [
      rule.required().min(1).error(required),
      rule.unique().error('Each line only once: remove the repeated one.'),
    ],
  })

export const LANGUAGE_OPTIONS = LANGUAGES.map(({ id, title }) => ({ value: id, title }))

/**
 * The language of a translated document. The translation plugin writes it when the document is created; editors
 * reach the other language through the plugin's menu or the structure, never by changing this.
 */
export const languageField = () =>
  defineField({
    name: 'language',
    title: 'Language',
    type: 'string',
    readOnly: true,
    hidden: true,
    options: { list: LANGUAGE_OPTIONS },
  })

const TRANSLATED_FIELD_TYPES = {
  string: 'internationalizedArrayString',
  text: 'internationalizedArrayText',
  consentText: 'internationalizedArrayConsentText',
} as const

type TranslatedFieldOptions = TranslationRules & {
  type?: keyof typeof TRANSLATED_FIELD_TYPES
  description?: string
}

/** A text visitors read in their language, kept in every language in the one field (see translation-rules.ts). */
export const translatedField = (
  name: string,
  title: string,
  { type = 'string', description, ...rules }: TranslatedFieldOptions = {},
) =>
  defineField({
    name,
    title,
    type: TRANSLATED_FIELD_TYPES[type],
    description,
    validation: (rule) =>
      rulesByLevel(rule, (items) => translationProblems(items as TranslatedValue[] | undefined, rules)),
  })

/** The documents with an address of their own, which therefore may not share one within a language. */
export const ADDRESS_TYPES = [
  'page',
  'legalPage',
  'thankYouPage',
  'serviceCenterPage',
  'optOutPage',
  'guidesPage',
]

const ADDRESS_OWNER_QUERY = `*[_type in $types && language == $language && slug.current == $slug && !(_id in [$id, "drafts." + $id])][0]{"title": coalesce(title, "")}`

type AddressDocument = { _id?: string; language?: unknown }

// A translation gets its address from its own title, in its own language. (Spread in: the option's type comes
// from the plugin's augmentation of Sanity's, which code outside the Studio that imports these fields lacks.)
const NOT_COPIED_TO_TRANSLATIONS = { documentInternationalization: { exclude: true } }

/** The title of the other document of `types` living at `slug` in the document's language, or null when none does. */
async function addressOwner(
  context: ValidationContext,
  types: string[],
  slug: string,
): Promise<{ title: string } | null> {
  try {
    return await context
      .getClient({ apiVersion: '2025-09-01' })
      .fetch<{ title: string } | null>(ADDRESS_OWNER_QUERY, {
        types,
        language: languageOf(context.document),
        slug,
        id: getPublishedId(context.document?._id ?? ''),
      })
  } catch (error) {
    // `sanity documents validate --file` may run with no Content Lake to ask (the dataset test checks addresses
    // are unique itself); in the Studio a failed check must not let the document through.
    if (context.environment === 'cli') return null
    throw error
  }
}

/** A web address made from the title by “Generate”, checked by `check` in the document's language. */
const webAddressField = (
  description: string,
  check: (slug: string | undefined, context: ValidationContext) => Promise<string | true>,
  readOnly?: (context: { document?: AddressDocument }) => boolean,
) =>
  defineField({
    name: 'slug',
    title: 'Web address',
    type: 'slug',
    description,
    readOnly,
    options: {
      source: 'title',
      slugify,
      // `check` names the document that already has the address; Sanity's own check says only “in use”.
      isUnique: () => true,
      ...NOT_COPIED_TO_TRANSLATIONS,
    },
    validation: (rule) => rule.custom((slug, context) => check(slug?.current, context)),
  })

/**
 * Where a page, a legal page, the thank-you page, the service center or the guides page lives. `fixedAddress`
 * gives the address a document may never leave (ads, emails and the specification point there), or nothing when
 * the editor chooses it.
 */
export const addressField = (fixedAddress: (document: AddressDocument | undefined) => string | undefined) =>
  webAddressField(
    'What follows the site’s domain: “umbrella-insurance” puts the page at /umbrella-insurance. Spanish pages live under /es/: “seguro-de-paraguas” puts one at /es/seguro-de-paraguas.',
    async (slug, context) => {
      const fixed = fixedAddress(context.document)
      if (fixed !== undefined) {
        return slug === fixed ? true : `This page’s address is fixed: it must be “${fixed}”.`
      }
      const problem = slugProblem(slug, languageOf(context.document))
      if (problem) return problem
      const owner = await addressOwner(context, ADDRESS_TYPES, slug!)
      return owner ? addressTaken(owner.title) : true
    },
    ({ document }) => fixedAddress(document) !== undefined,
  )

/** Where a guide lives, below the guides' folder of its language: only other guides can be in its way. */
export const articleAddressField = () =>
  webAddressField(
    `What follows ${GUIDES_PATHS.en}/: “texas-auto-insurance-requirements” puts the guide at ${articlePath('en', 'texas-auto-insurance-requirements')}. Spanish guides live under ${GUIDES_PATHS.es}/.`,
    async (slug, context) => {
      const problem = articleSlugProblem(slug, languageOf(context.document))
      if (problem) return problem
      const owner = await addressOwner(context, ['article'], slug!)
      return owner ? addressTaken(owner.title, 'guide') : true
    },
  )

/** A page's address as lists show it: “/es/seguro-de-auto”, or that it has none yet. `path` places a guide. */
export const addressPreview = (
  language: unknown,
  slug: string | undefined,
  path: (language: LanguageId, slug: string) => string = pathOf,
) => (slug ? path(languageOf({ language }), slug) : 'No address yet')

/**
 * The consent words a document published before, filled in by its Publish button (actions/): the site still
 * accepts a consent given under them for 30 days, and only words kept here or published now.
 */
export const earlierWordsField = (name: string, group: string, description: string) =>
  defineField({
    name,
    title: 'Earlier words',
    type: 'array',
    group,
    readOnly: true,
    description,
    of: [defineArrayMember({ type: 'retiredSmsConsent' })],
    hidden: ({ value }) => !Array.isArray(value) || value.length === 0,
  })

/** The consent under a form's button, as it read before each publish that changed it. */
export const earlierConsentField = (group: string) =>
  earlierWordsField(
    'consentHistory',
    group,
    'Filled in by itself each time a new consent under the button is published: what it said before, in each language, and until when.',
  )
