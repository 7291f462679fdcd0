import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { TeamSection } from '@/sections/team/team-section'

const heading = { eyebrow: null, title: 'Meet the team', intro: null }
const member = {
  _id: 'teamMember-maria',
  name: 'Maria Delgado',
  role: 'Agency principal',
  bio: 'Shops your coverage across carriers.',
  languages: null,
}

describe('the team section', () => {
  it('serves a photo from Sanity’s image CDN, cropped square at 1× and 2×, with its alt text', () => {
    const url = 'https://cdn.sanity.io/images/abc123/production/maria-400x500.jpg'
    const html = renderToStaticMarkup(
      <TeamSection
        heading={heading}
        language="en"
        members={[{ ...member, photo: { url, alt: 'Maria smiling' } }]}
      />,
    )
    expect(html).toContain('alt="Maria smiling"')
    expect(html).toContain(`src="${url}?w=256&amp;h=256&amp;fit=crop&amp;auto=format&amp;q=75"`)
    expect(html).toContain(`${url}?w=96&amp;h=96&amp;fit=crop&amp;auto=format&amp;q=75 1x`)
    expect(html).toContain(`${url}?w=256&amp;h=256&amp;fit=crop&amp;auto=format&amp;q=75 2x`)
    expect(html).toContain('loading="lazy"')
    expect(html).not.toContain('/_next/image')
  })

  it('shows the initials when there is no photo', () => {
    const html = renderToStaticMarkup(
      <TeamSection heading={heading} language="en" members={[{ ...member, photo: null }]} />,
    )
    expect(html).not.toContain('<img')
    expect(html).toMatch(/>MD<\/span>/)
  })
})
