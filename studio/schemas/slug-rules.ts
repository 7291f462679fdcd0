// The rules for a page's or a guide's address, in the office manager's words. Pure, so the Studio's validation and the tests
// share them.

import {
  CALL_TIME_FOLDERS,
  DEFAULT_LANGUAGE,
  GUIDE_LIST_SEGMENTS,
  GUIDES_FOLDERS,
  INTAKE_FOLDERS,
  GUIDES_PATHS,
  type LanguageId,
  pathOf,
} from '../languages'

/**
 * Addresses the site itself answers at its root: an English page there would never be seen, or would hide a fixed
 * page. `index`, `404` and `500` are names Next.js gives the home page and its error pages; `guides` holds the
 * guides. Spanish pages live under /es/, where the site answers only the Spanish pages themselves, the guides'
 * folder and the online quote's.
 */
export const FIXED_ADDRESSES = [
  'thank-you',
  'service-center',
  'stop-texts-and-calls',
  'privacy-policy',
  'terms-of-service',
  'accessibility',
  'gtm-test',
  'share-image',
  'images',
  'api',
  'es',
  'index',
  '404',
  '500',
  GUIDES_FOLDERS.en,
  INTAKE_FOLDERS.en,
  CALL_TIME_FOLDERS.en,
] as const

/** Beginnings of addresses the framework and hosts keep for themselves. */
export const RESERVED_PREFIXES = ['_next', '_vercel', '.well-known'] as const

export const MAX_SLUG_LENGTH = 96

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Whether a page in `language` may never live at an address: the guides', the online quote's and the call time's
 * folders in every language.
 */
const fixedAddressIn = (language: LanguageId) => (slug: string) =>
  slug === GUIDES_FOLDERS[language] ||
  slug === INTAKE_FOLDERS[language] ||
  slug === CALL_TIME_FOLDERS[language] ||
  (language === DEFAULT_LANGUAGE && (FIXED_ADDRESSES as readonly string[]).includes(slug))

/**
 * “ Try “…”.” with a corrected address, when the Generate rules can make a usable one out of what was typed (or
 * out of the part of it worth keeping).
 */
function tryInstead(typed: string, isFixed: (slug: string) => boolean, kept = typed): string {
  const suggestion = slugify(kept)
  return suggestion && suggestion !== typed && !isFixed(suggestion) ? ` Try “${suggestion}”.` : ''
}

// What an editor types who copies a Spanish page's address from the browser.
const SPANISH_PREFIX = /^\/?es\//i

const WHOLE_URL = /^[a-z]+:\/\/|^www\./i

/** The rules of form every address shares, pages' and guides': lower-case words joined by single hyphens. */
function formProblem(slug: string, isFixed: (slug: string) => boolean): string | null {
  if (slug.startsWith('/')) return `Leave out the “/” at the start.${tryInstead(slug, isFixed)}`
  if (slug !== slug.toLowerCase()) return `Use lower-case letters only.${tryInstead(slug, isFixed)}`
  if (/[^a-z0-9-]/.test(slug)) {
    return `Use only lower-case letters, digits and hyphens: no spaces, accents, slashes or other signs.${tryInstead(slug, isFixed)}`
  }
  if (!SLUG_PATTERN.test(slug)) {
    return `Start and end the address with a letter or digit, and put a single hyphen between words.${tryInstead(slug, isFixed)}`
  }
  if (slug.length > MAX_SLUG_LENGTH) {
    return `Keep the address to ${MAX_SLUG_LENGTH} characters or fewer (this one has ${slug.length}).${tryInstead(slug, isFixed)}`
  }
  return null
}

/** Why a page in `language` cannot live at this address, or null when it can. */
export function slugProblem(
  slug: string | undefined | null,
  language: LanguageId = DEFAULT_LANGUAGE,
): string | null {
  if (!slug?.trim()) {
    return 'Give the page an address, for example “umbrella-insurance”: click “Generate” to make one from the page name.'
  }
  const english = language === DEFAULT_LANGUAGE
  const isFixed = fixedAddressIn(language)
  const prefix = english && RESERVED_PREFIXES.find((reserved) => slug.toLowerCase().startsWith(reserved))
  if (prefix)
    return `Addresses starting with “${prefix}” are kept for the site itself. Choose another address.`
  if (!english && SPANISH_PREFIX.test(slug)) {
    return `Leave out “es/”: the site puts every Spanish page under /es/ by itself.${tryInstead(slug, isFixed, slug.replace(SPANISH_PREFIX, ''))}`
  }
  if (WHOLE_URL.test(slug)) {
    return 'Type only what follows the site’s domain: for https://…/umbrella-insurance, type “umbrella-insurance”.'
  }
  const problem = formProblem(slug, isFixed)
  if (problem) return problem
  if (isFixed(slug))
    return `“${pathOf(language, slug)}” is a fixed address of the site. Choose another address.`
  return null
}

// What an editor types who copies a guide's address from the browser: “guides/…”, “/es/guias/…”, “guias/…”.
const guidesFolderPrefix = (language: LanguageId) =>
  new RegExp(
    `^/?${language === DEFAULT_LANGUAGE ? '' : `(?:${language}/)?`}${GUIDES_FOLDERS[language]}/`,
    'i',
  )

const GUIDE_EXAMPLES: Record<LanguageId, string> = {
  en: 'texas-auto-insurance-requirements',
  es: 'requisitos-de-seguro-de-auto-en-texas',
}

// What each folder of the list of guides holds, for the editor who gave a guide its name.
const LIST_FOLDERS_HOLD = {
  line: 'the guides about one line of insurance',
  page: 'the next pages of the list of guides',
} as const satisfies Record<keyof (typeof GUIDE_LIST_SEGMENTS)[LanguageId], string>

type ListFolder = keyof typeof LIST_FOLDERS_HOLD

/**
 * The folder of the list of guides in `language` at this address, if it is one: a guide there would hide it. Only
 * the guide's own language counts, so a Spanish guide may be “line” and an English one “linea”.
 */
const listFolderAt = (language: LanguageId, slug: string) =>
  (Object.keys(LIST_FOLDERS_HOLD) as ListFolder[]).find(
    (folder) => GUIDE_LIST_SEGMENTS[language][folder] === slug,
  )

/**
 * Why a guide in `language` cannot live at this address, or null when it can: the same lower-case words as a
 * page's, without the page rules that only matter at the site's root, and not one of the list's own folders.
 */
export function articleSlugProblem(
  slug: string | undefined | null,
  language: LanguageId = DEFAULT_LANGUAGE,
): string | null {
  const folder = GUIDES_PATHS[language]
  const example = GUIDE_EXAMPLES[language]
  if (!slug?.trim()) {
    return `Give the guide an address, for example “${example}”: click “Generate” to make one from the title.`
  }
  if (WHOLE_URL.test(slug)) {
    return `Type only what follows ${folder}/: for https://…${folder}/${example}, type “${example}”.`
  }
  const isListFolder = (typed: string) => listFolderAt(language, typed) !== undefined
  const prefix = guidesFolderPrefix(language)
  if (prefix.test(slug)) {
    return `Leave out “${folder.slice(1)}/”: the site puts every guide under ${folder}/ by itself.${tryInstead(slug, isListFolder, slug.replace(prefix, ''))}`
  }
  const problem = formProblem(slug, isListFolder)
  if (problem) return problem
  const listFolder = listFolderAt(language, slug)
  if (listFolder) {
    return `“${folder}/${slug}” is where the site lists ${LIST_FOLDERS_HOLD[listFolder]}. Choose another address: click “Generate” to make one from the guide’s title.`
  }
  return null
}

/** What an editor reads when another page (or guide) of the same language already lives at the address. */
export const addressTaken = (otherTitle: string | undefined | null, kind: 'page' | 'guide' = 'page') =>
  `${otherTitle ? `“${otherTitle}”` : `Another ${kind}`} already has this address. Choose a different one.`

/** Lower-case, hyphenated, without accents: what the Studio's “Generate” button makes of a title. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    // “Renter’s insurance” is renters-insurance, not renter-s-insurance.
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= MAX_SLUG_LENGTH) return slug
  // Cut between words when there is a hyphen to cut at.
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '')
}
