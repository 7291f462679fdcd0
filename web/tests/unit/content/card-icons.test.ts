import { describe, expect, it } from 'vitest'

import { ICONS as SITE_ICONS } from '@/components/ui/icon'
import { ICON_SPRITE, ICON_SPRITE_URL, SPRITE_ICONS } from '@/components/ui/icon-sprite'

import { ICONS as STUDIO_ICONS } from '../../../../studio/schemas/objects/card'

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

describe('the icon sprite', () => {
  it('holds every drawing an editor can pick', () => {
    expect(Object.entries(SITE_ICONS).filter(([, id]) => !(id in SPRITE_ICONS))).toEqual([])
  })

  it('is one SVG with a symbol per drawing, and its address names its version', () => {
    expect(ICON_SPRITE.match(/<symbol id="/g)).toHaveLength(Object.keys(SPRITE_ICONS).length)
    expect(ICON_SPRITE).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol id="award" viewBox="0 0 24 24"/,
    )
    expect(ICON_SPRITE_URL).toMatch(/^\/icons\.svg\?v=[0-9a-z]+$/)
  })
})
