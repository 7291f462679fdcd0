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
const SHA1 = '5d0c2fdb9c64ac362c844bb41384215f4b835877'
const photo = {
  alt: 'Maria smiling',
  crop: null,
  hotspot: { _type: 'sanity.imageHotspot' as const, x: 0.5, y: 0.2, width: 0.3, height: 0.3 },
  asset: {
    _id: `image-${SHA1}-400x500-jpg`,
    metadata: {
      dimensions: { _type: 'sanity.imageDimensions' as const, width: 400, height: 500, aspectRatio: 0.8 },
      lqip: 'data:image/jpeg;base64,AAAA',
    },
  },
}

describe('the team section', () => {
  it('draws a photo cut square around its hotspot, at 1×, 2× and 3×, with its box, placeholder and alt text', () => {
    const html = renderToStaticMarkup(
      <TeamSection heading={heading} language="en" members={[{ ...member, photo }]} />,
    )
    // No project configured: the site's own /images/… at the CDN's path shape.
    const url = `/images/embedded/production/${SHA1}-400x500.jpg?rect=0,0,400,400`
    expect(html).toContain('alt="Maria smiling"')
    expect(html).toContain(`src="${url}&amp;w=96&amp;h=96&amp;fit=crop&amp;auto=format"`)
    expect(html).toContain(`${url}&amp;w=192&amp;h=192&amp;fit=crop&amp;auto=format 2x`)
    expect(html).toContain('width="96" height="96"')
    expect(html).toContain('background-image:url(&quot;data:image/jpeg;base64,AAAA&quot;)')
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
