import type {
  DocumentActionComponent,
  DocumentActionDescription,
  DocumentActionProps,
  SanityDocument,
} from 'sanity'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { removedActions, resolveDocumentActions } from '../actions'
import { withoutAddress } from '../actions/duplicate-page'
import { nextPreviousSlugs } from '../actions/previous-slugs'
import { PUBLISH_RULES } from '../actions/publish-rules'
import { publishSetting } from '../actions/publish-setting'
import { isTranslatedType, translationId } from '../languages'
import { schemaTypes } from '../schemas'
import { LEGAL_PAGES, PRODUCT_PAGES, SINGLETONS } from '../singletons'

// The wrapper calls the Studio's useDocumentOperation; here it hands back a patch that records what it was given,
// and notes the order of patch and publish.
const { calls, patchExecute } = vi.hoisted(() => {
  const calls: string[] = []
  return {
    calls,
    patchExecute: vi.fn((patches: unknown[]) => calls.push(`patch ${JSON.stringify(patches)}`)),
  }
})
vi.mock('sanity', async (importOriginal) => ({
  ...(await importOriginal<typeof import('sanity')>()),
  useDocumentOperation: () => ({ patch: { disabled: false, execute: patchExecute } }),
}))

describe('nextPreviousSlugs: old addresses after a publish', () => {
  it('adds the published address when the draft moves the page', () => {
    expect(nextPreviousSlugs('boat-insurance', 'boat-and-rv-insurance', undefined)).toEqual([
      'boat-insurance',
    ])
    expect(nextPreviousSlugs('boats', 'boat-insurance', ['boat'])).toEqual(['boat', 'boats'])
  })

  it('takes the new address out of the list when the page moves back to it', () => {
    expect(nextPreviousSlugs('boat-and-rv-insurance', 'boat-insurance', ['boat-insurance'])).toEqual([
      'boat-and-rv-insurance',
    ])
    expect(nextPreviousSlugs('b', 'a', ['a', 'c'])).toEqual(['c', 'b'])
  })

  it('does not list an old address twice', () => {
    expect(nextPreviousSlugs('boats', 'boat-insurance', ['boats'])).toBeNull()
    expect(nextPreviousSlugs('boats', 'boat-insurance', ['boats', 'boats'])).toEqual(['boats'])
  })

  it('changes nothing when the address stays', () => {
    expect(nextPreviousSlugs('boat-insurance', 'boat-insurance', undefined)).toBeNull()
    expect(nextPreviousSlugs('boat-insurance', 'boat-insurance', ['boats'])).toBeNull()
  })

  it('keeps a page from redirecting away from where it lives, even on its first publish', () => {
    expect(nextPreviousSlugs(undefined, 'boat-insurance', ['boat-insurance', 'boats'])).toEqual(['boats'])
    expect(nextPreviousSlugs('boat-insurance', 'boat-insurance', ['boat-insurance'])).toEqual([])
  })

  it('adds nothing for a page that was never published, or a draft without an address', () => {
    expect(nextPreviousSlugs(undefined, 'boat-insurance', undefined)).toBeNull()
    expect(nextPreviousSlugs(null, 'boat-insurance', [])).toBeNull()
    expect(nextPreviousSlugs('boat-insurance', undefined, null)).toBeNull()
  })
})

describe('the Publish button of pages', () => {
  const page = (slug: string | undefined, previousSlugs?: string[]) =>
    ({
      _id: 'p',
      _type: 'page',
      slug: slug && { _type: 'slug', current: slug },
      previousSlugs,
    }) as unknown as SanityDocument
  const props = (
    published: SanityDocument | null,
    draft: SanityDocument | null,
    version: SanityDocument | null = null,
  ) => ({ id: 'p', type: 'page', published, draft, version }) as DocumentActionProps
  const original: DocumentActionDescription = {
    label: 'Publish',
    disabled: false,
    shortcut: 'Ctrl+Alt+P',
    title: 'Publish the changes',
    onHandle: () => calls.push('publish'),
  }
  const studioPublish = vi.fn(
    (): DocumentActionDescription | null => original,
  ) as unknown as DocumentActionComponent
  studioPublish.action = 'publish'
  const publishKeepingOldAddress = (publish: DocumentActionComponent) =>
    publishSetting(publish, PUBLISH_RULES.page!)
  const action = publishKeepingOldAddress(studioPublish)

  beforeEach(() => {
    calls.length = 0
    patchExecute.mockClear()
  })

  it('replaces the Studio’s publish action and looks exactly like it', () => {
    expect(action.action).toBe('publish')
    const description = action(props(page('boats'), page('boat-insurance')))!
    expect({ ...description, onHandle: undefined }).toEqual({ ...original, onHandle: undefined })
  })

  it('records the old address on the draft, then publishes', () => {
    action(props(page('boats'), page('boat-insurance', ['boat'])))!.onHandle!()
    expect(calls).toEqual([`patch [{"set":{"previousSlugs":["boat","boats"]}}]`, 'publish'])
  })

  it('only publishes when the address did not change or the page was never published', () => {
    action(props(page('boats'), page('boats')))!.onHandle!()
    action(props(null, page('boats')))!.onHandle!()
    expect(calls).toEqual(['publish', 'publish'])
  })

  it('passes the Studio’s answer through when publishing is not possible', () => {
    const disabled = { ...original, disabled: true, onHandle: undefined }
    const unavailable = vi.fn().mockReturnValueOnce(null).mockReturnValueOnce(disabled)
    const wrapped = publishKeepingOldAddress(unavailable as unknown as DocumentActionComponent)
    expect(wrapped(props(page('boats'), page('boat-insurance')))).toBeNull()
    expect(wrapped(props(page('boats'), page('boat-insurance')))).toBe(disabled)
  })

  it('leaves release versions to the Studio', () => {
    const description = action(props(page('boats'), page('boat-insurance'), page('other')))!
    expect(description).toBe(original)
  })
})

describe('the Publish button of Site settings', () => {
  const words = (text: string) => [{ _type: 'block', children: [{ _type: 'span', text }] }]
  const settings = (english: string, history?: unknown[]) =>
    ({
      _id: 'siteSettings',
      _type: 'siteSettings',
      smsConsent: [{ _key: 'en', language: 'en', value: words(english) }],
      smsConsentHistory: history,
    }) as unknown as SanityDocument
  const props = (published: SanityDocument | null, draft: SanityDocument) =>
    ({ id: 'siteSettings', type: 'siteSettings', published, draft, version: null }) as DocumentActionProps
  const studioPublish = (() => ({
    label: 'Publish',
    onHandle: () => calls.push('publish'),
  })) as unknown as DocumentActionComponent
  studioPublish.action = 'publish'
  const [action] = resolveDocumentActions([studioPublish], {
    schemaType: 'siteSettings',
    documentId: 'siteSettings',
  })

  beforeEach(() => {
    calls.length = 0
  })

  it('keeps the words a publish replaces under “Earlier words”, then publishes', () => {
    const earlier = {
      _key: 'en-old',
      language: 'en',
      words: words('v0'),
      retiredAt: '2026-01-01T00:00:00.000Z',
    }
    action!(props(settings('v1'), settings('v2', [earlier])))!.onHandle!()
    expect(calls).toHaveLength(2)
    const [set] = JSON.parse(calls[0]!.slice('patch '.length)) as { set: Record<string, unknown[]> }[]
    expect(set!.set.smsConsentHistory).toEqual([
      earlier,
      expect.objectContaining({ language: 'en', words: words('v1'), _type: 'retiredSmsConsent' }),
    ])
    expect(calls[1]).toBe('publish')
  })

  it('only publishes when the words stay', () => {
    action!(props(settings('v1'), settings('v1')))!.onHandle!()
    expect(calls).toEqual(['publish'])
  })
})

describe('the Publish button of the quote form and the service center', () => {
  const words = (text: string) => [{ _type: 'block', children: [{ _type: 'span', text }] }]
  const studioPublish = (() => ({
    label: 'Publish',
    onHandle: () => calls.push('publish'),
  })) as unknown as DocumentActionComponent
  studioPublish.action = 'publish'
  const publishOf = (schemaType: string, documentId: string) =>
    resolveDocumentActions([studioPublish], { schemaType, documentId })[0]!
  const props = (type: string, published: SanityDocument, draft: SanityDocument) =>
    ({ id: published._id, type, published, draft, version: null }) as DocumentActionProps
  const historyOf = () =>
    (JSON.parse(calls[0]!.slice('patch '.length)) as { set: Record<string, unknown[]> }[])[0]!.set
      .consentHistory

  beforeEach(() => {
    calls.length = 0
  })

  it('keeps the quote form’s consent under the button, in each language it changes, as it is replaced', () => {
    const form = (english: string, spanish: string) =>
      ({
        _id: 'quoteForm',
        _type: 'quoteForm',
        consentDisclosure: [
          { _key: 'en', language: 'en', value: words(english) },
          { _key: 'es', language: 'es', value: words(spanish) },
        ],
      }) as unknown as SanityDocument
    publishOf('quoteForm', 'quoteForm')(props('quoteForm', form('v1', 'es1'), form('v2', 'es1')))!.onHandle!()
    expect(historyOf()).toEqual([expect.objectContaining({ language: 'en', words: words('v1') })])
    expect(calls[1]).toBe('publish')
  })

  it('keeps a service center’s consent in that page’s language', () => {
    const page = (text: string) =>
      ({
        _id: 'serviceCenterPage-es',
        _type: 'serviceCenterPage',
        language: 'es',
        requestForm: { consentDisclosure: words(text) },
      }) as unknown as SanityDocument
    publishOf(
      'serviceCenterPage',
      'serviceCenterPage-es',
    )(props('serviceCenterPage', page('Al enviar…'), page('Al enviar este formulario…')))!.onHandle!()
    expect(historyOf()).toEqual([expect.objectContaining({ language: 'es', words: words('Al enviar…') })])
  })

  it('keeps a service center’s notice by the button apart from its consent, each in its own earlier words', () => {
    const page = (notice: string) =>
      ({
        _id: 'serviceCenterPage',
        _type: 'serviceCenterPage',
        language: 'en',
        requestForm: { consentDisclosure: words('By submitting…'), writtenConfirmationNotice: words(notice) },
      }) as unknown as SanityDocument
    publishOf(
      'serviceCenterPage',
      'serviceCenterPage',
    )(props('serviceCenterPage', page('Nothing changes…'), page('Nothing on your policy changes…')))!
      .onHandle!()
    const [set] = JSON.parse(calls[0]!.slice('patch '.length)) as { set: Record<string, unknown[]> }[]
    expect(set!.set).toEqual({
      writtenConfirmationNoticeHistory: [
        expect.objectContaining({ language: 'en', words: words('Nothing changes…') }),
      ],
    })
    expect(calls[1]).toBe('publish')
  })
})

describe('the document actions of the Studio', () => {
  it('has publish rules for document types of the schema only', () => {
    const names = schemaTypes.map((type) => type.name)
    expect(Object.keys(PUBLISH_RULES).filter((type) => !names.includes(type))).toEqual([])
  })

  const studioAction = (name: DocumentActionComponent['action']) => {
    const component = (() => null) as DocumentActionComponent
    component.action = name
    return component
  }
  const defaults = ['publish', 'unpublish', 'discardChanges', 'duplicate', 'delete', 'restore'] as const
  const actionsOf = (schemaType: string, documentId: string) =>
    resolveDocumentActions(defaults.map(studioAction), { schemaType, documentId }).map(({ action }) => action)

  it('keeps every English product page: it can be copied, never deleted or unpublished', () => {
    for (const { id } of PRODUCT_PAGES) {
      for (const documentId of [id, `drafts.${id}`, `versions.r1.${id}`]) {
        expect(removedActions('page', documentId), documentId).toEqual([
          'delete',
          'deleteTranslation',
          'unpublish',
        ])
        expect(actionsOf('page', documentId)).toEqual(['publish', 'discardChanges', 'duplicate', 'restore'])
      }
    }
  })

  it('treats a product page’s translation as an ordinary page', () => {
    for (const { id } of PRODUCT_PAGES) {
      const spanish = translationId(id, 'es')
      for (const documentId of [spanish, `drafts.${spanish}`]) {
        expect(removedActions('page', documentId), documentId).toEqual([])
        expect(actionsOf('page', documentId)).toEqual([...defaults])
      }
    }
  })

  it('lets a translation be unlinked and deleted, unless it is a page that must exist', () => {
    const deleteTranslation = studioAction('deleteTranslation')
    const withDeleteTranslation = (schemaType: string, documentId: string) =>
      resolveDocumentActions([...defaults.map(studioAction), deleteTranslation], {
        schemaType,
        documentId,
      }).map(({ action }) => action)
    for (const [type, id] of [
      ['page', 'page-umbrella-insurance-es'],
      ['page', 'drafts.3f0c1b2a'],
      ['faqItem', 'faq-1-es'],
    ]) {
      expect(withDeleteTranslation(type!, id!), id).toContain('deleteTranslation')
    }
    for (const [type, id] of [
      ['page', PRODUCT_PAGES[0]!.id],
      ['legalPage', translationId(LEGAL_PAGES[0]!.id, 'es')],
      ['homePage', translationId(SINGLETONS.homePage.id, 'es')],
    ]) {
      expect(withDeleteTranslation(type!, id!), id).not.toContain('deleteTranslation')
    }
  })

  it('lets editors duplicate, unpublish and delete any other page', () => {
    for (const documentId of ['page-umbrella-insurance', 'drafts.3f0c1b2a', 'page-home-insurance-copy']) {
      expect(removedActions('page', documentId)).toEqual([])
      expect(actionsOf('page', documentId)).toEqual([...defaults])
    }
  })

  it('wraps Publish and Duplicate of pages, and of pages only', () => {
    const [publish, , , duplicate] = resolveDocumentActions(defaults.map(studioAction), {
      schemaType: 'page',
      documentId: 'page-umbrella-insurance',
    })
    expect(publish!.displayName).toBe('PublishKeepingOldAddress')
    expect(duplicate!.displayName).toBe('DuplicatePageWithoutAddress')
    const legalActions = resolveDocumentActions(defaults.map(studioAction), {
      schemaType: 'legalPage',
      documentId: LEGAL_PAGES[0]!.id,
    })
    const faqActions = resolveDocumentActions(defaults.map(studioAction), {
      schemaType: 'faqItem',
      documentId: 'faq-1',
    })
    for (const action of [...legalActions, ...faqActions]) expect(action.displayName).toBeUndefined()
  })

  it('keeps the rules for singletons, legal pages (in each language), leads and service requests', () => {
    for (const [type, { id }] of Object.entries(SINGLETONS)) {
      const ids = isTranslatedType(type) ? [id, translationId(id, 'es')] : [id]
      for (const documentId of ids) {
        expect(actionsOf(type, documentId), documentId).toEqual(['publish', 'discardChanges', 'restore'])
      }
    }
    for (const { id } of LEGAL_PAGES) {
      for (const documentId of [id, translationId(id, 'es')]) {
        expect(actionsOf('legalPage', documentId), documentId).toEqual([
          'publish',
          'discardChanges',
          'restore',
        ])
      }
    }
    for (const [type, documentId] of [
      ['lead', 'leads.0b7f3c1e'],
      ['serviceRequest', 'serviceRequests.3c9d2f10'],
    ] as const) {
      expect(actionsOf(type, documentId), type).toEqual(['publish', 'unpublish', 'discardChanges', 'restore'])
    }
    // The register of a person's opt-outs and a day on the ceiling stay as the server and the buttons wrote them.
    for (const [type, documentId] of [
      ['contactChoice', 'contactChoices.0123456789abcdef0123456789abcdef'],
      ['dailyCeiling', 'dailyCeilings.2026-12-02'],
    ] as const) {
      expect(actionsOf(type, documentId), type).toEqual(['publish', 'discardChanges', 'restore'])
    }
    expect(actionsOf('faqItem', 'faq-1')).toEqual([...defaults])
  })

  it('never deletes a lead or a service request: the Privacy requests tool erases a person', () => {
    for (const [type, documentId] of [
      ['lead', 'leads.0b7f3c1e'],
      ['serviceRequest', 'serviceRequests.3c9d2f10'],
    ] as const) {
      expect(removedActions(type, documentId), type).toContain('delete')
      expect(actionsOf(type, documentId), type).not.toContain('delete')
    }
  })
})

describe('a copy of a page', () => {
  it('starts without the address and old addresses, and says it is a copy', () => {
    const original = {
      _id: 'page-auto-insurance',
      _type: 'page',
      title: 'Auto insurance',
      slug: { _type: 'slug', current: 'auto-insurance' },
      previousSlugs: ['car-insurance'],
      sections: [{ _type: 'heroSection', _key: 'hero' }],
    }
    expect(withoutAddress(original)).toEqual({
      _id: 'page-auto-insurance',
      _type: 'page',
      title: 'Auto insurance (copy)',
      sections: [{ _type: 'heroSection', _key: 'hero' }],
    })
    expect(original.slug.current).toBe('auto-insurance')
  })
})
