import { HtmlValidate, Rule, type ElementReadyEvent, type Plugin } from 'html-validate'

/**
 * A `<div>` grouping a term with its description inside a `<dl>` may hold only `<dt>`, `<dd>` and script-supporting
 * elements (the HTML standard's content model for it there). html-validate's element metadata gives `<div>` one
 * content model wherever it stands, so it lets anything else through; the Nu HTML Checker does not.
 */
class DescriptionGroupContent extends Rule {
  documentation() {
    return {
      description:
        'Inside a <dl>, a <div> holds only <dt>, <dd> and script-supporting elements: anything else goes inside a <dt> or <dd>.',
      url: 'https://html.spec.whatwg.org/multipage/grouping-content.html#the-div-element',
    }
  }

  setup() {
    this.on('element:ready', ({ target }: ElementReadyEvent) => {
      if (!target.is('div') || !target.parent?.is('dl')) return
      for (const child of target.childElements) {
        if (child.is('dt') || child.is('dd') || child.meta?.scriptSupporting) continue
        this.report(child, `<${child.tagName}> is not allowed in a <dl>'s <div>: only <dt> and <dd> are`)
      }
    })
  }
}

const site: Plugin = { name: 'site', rules: { 'site/dl-group-content': DescriptionGroupContent } }

/** A text field's bounds on a `<select>`, which HTML does not give it (a shared field helper can pass them on). */
const notOnSelect = Object.fromEntries(
  ['maxlength', 'minlength', 'pattern', 'placeholder', 'readonly'].map((name) => [
    name,
    { allowed: () => 'a <select> takes no such attribute' },
  ]),
)

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  // html5's tables, and what they leave out that the Nu HTML Checker reports (attribute-misuse reports it).
  elements: ['html5', { select: { attributes: notOnSelect } }],
  plugins: [site],
  rules: {
    'site/dl-group-content': 'error',
    // How the markup is spelled, not whether it conforms. React writes some attribute names in camel case
    // (charSet, hrefLang: HTML ignores the case), a void element with a trailing slash (<meta/>), a boolean
    // attribute with an empty value (async=""), and the refusal pages begin with <!doctype html>.
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'doctype-style': 'off',
    // Advice the standard does not make: an <input> without a type is a text field; a style attribute, a phone
    // number that may wrap and a title of more than 70 characters all conform.
    'no-implicit-input-type': 'off',
    'no-inline-style': 'off',
    'tel-non-breaking': 'off',
    'long-title': 'off',
    // An id may be any text without spaces (React's begin with "_"): the standard's rule, not the stricter one.
    'valid-id': ['error', { relaxed: true }],
  },
})

/** What html-validate finds wrong in a page's HTML, one line each: where (page, line, column, element), the rule, what. */
export async function conformanceProblems(page: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, page)
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${page} line ${message.line}, column ${message.column} (${message.selector ?? 'document'}): ${message.ruleId}: ${message.message}`,
    ),
  )
}
