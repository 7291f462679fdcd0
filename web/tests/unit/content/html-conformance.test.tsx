import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import {
  PolicyFields,
  TypeFields,
  type RequestFormCopy,
} from '@/components/service-request/service-request-fields'
import { OpeningHours } from '@/components/site/opening-hours'

import { conformanceProblems } from '../../support/checks/html-conformance'

const rulesOf = async (html: string) =>
  (await conformanceProblems('snippet', html)).map((problem) => problem.split(': ')[1])

describe('the conformance check', () => {
  // Each one an error the Nu HTML Checker reports.
  it.each([
    [
      'an element beside the term in a <dl>’s <div>',
      '<dl><div><svg></svg><dt>Mon</dt><dd>9–5</dd></div></dl>',
      'site/dl-group-content',
    ],
    [
      'a maxlength on a <select>',
      '<select aria-label="Carrier" maxlength="200"><option>A</option></select>',
      'attribute-misuse',
    ],
    [
      'a maxlength on a date field',
      '<input aria-label="Date" type="date" maxlength="10">',
      'input-attributes',
    ],
  ])('reports %s', async (_, html, rule) => {
    expect(await rulesOf(html)).toEqual([rule])
  })

  it('passes the same markup written as HTML allows, the way React writes it', async () => {
    const html =
      '<meta charSet="utf-8"/><script async="" src="/a.js"></script>' +
      '<dl><div><script></script><dt><svg aria-hidden="true"></svg>Mon</dt><dd>9–5</dd></div></dl>' +
      '<select aria-label="Carrier" id="_R_1_-carrier" required=""><option>A</option></select>' +
      '<input aria-label="Name" maxLength="200" name="name">'
    expect(await rulesOf(html)).toEqual([])
  })
})

describe('the forms and lists the pages share conform', () => {
  it('the opening hours', async () => {
    const hours = (['Monday', 'Tuesday', 'Saturday'] as const).map((day) => ({
      day,
      closed: day === 'Saturday',
      opens: '09:30',
      closes: '17:00',
    }))
    const html = renderToStaticMarkup(<OpeningHours hours={hours} closedLabel="Closed" language="en" />)
    expect(html).toContain('<dt')
    expect(await conformanceProblems('opening hours', html)).toEqual([])
  })

  it('the service request’s fields, with and without their messages', async () => {
    // Every label is its own key: the markup is what is checked, not the words.
    const copy = new Proxy({}, { get: (_, key) => String(key) }) as RequestFormCopy
    for (const errors of [{}, { carrier: 'Pick one', changeDate: 'A date', dateOfLoss: 'A date' }]) {
      const html = renderToStaticMarkup(
        <>
          <PolicyFields id="request" copy={copy} errors={errors} carriers={['Lone Prairie Mutual']} />
          <TypeFields id="request" copy={copy} errors={errors} />
        </>,
      )
      expect(html).toContain('type="date"')
      expect(await conformanceProblems('service request fields', html)).toEqual([])
    }
  })
})
