import { describe, expect, it } from 'vitest'

import { ICONS as SITE_ICONS } from '@/components/ui/icon'

import { ICONS as STUDIO_ICONS } from '../../../studio/schemas/objects/card'

const studioNames: string[] = STUDIO_ICONS.map((icon) => icon.value)
const siteNames = Object.keys(SITE_ICONS)

describe('card icons: the names editors pick in the Studio and the drawings the site has', () => {
  it('finds icons on both sides', () => {
    // A guard against comparing two empty lists.
    expect(studioNames.length).toBeGreaterThan(0)
    expect(siteNames.length).toBeGreaterThan(0)
  })

  it('draws every icon the Studio offers (a missing one shows as the shield)', () => {
    expect(studioNames.filter((name) => !siteNames.includes(name))).toEqual([])
  })

  it('offers in the Studio every icon the site draws (a missing one can never be picked)', () => {
    expect(siteNames.filter((name) => !studioNames.includes(name))).toEqual([])
  })
})
