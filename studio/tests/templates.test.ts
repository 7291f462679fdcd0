import { describe, expect, it } from 'vitest'

import { creatableTemplates } from '../templates'

describe('the templates new documents start from', () => {
  const template = (id: string, schemaType: string) => ({ id, schemaType })

  it('start a translated document only in a language, with the translation plugin’s templates', () => {
    const templates = [
      template('page', 'page'),
      template('page-en', 'page'),
      template('page-es', 'page'),
      template('page-parameterized', 'page'),
      template('faqItem', 'faqItem'),
      template('faqItem-es', 'faqItem'),
    ]
    expect(creatableTemplates(templates).map(({ id }) => id)).toEqual([
      'page-en',
      'page-es',
      'page-parameterized',
      'faqItem-es',
    ])
  })

  it('start a guide in English or in Spanish, the way the structure’s “Guides” lists offer it', () => {
    const templates = [
      template('article', 'article'),
      template('article-en', 'article'),
      template('article-es', 'article'),
    ]
    expect(creatableTemplates(templates).map(({ id }) => id)).toEqual(['article-en', 'article-es'])
  })

  it('keep fixed documents, what the site’s server keeps and translation metadata out of every “new document” menu', () => {
    const templates = [
      template('homePage-es', 'homePage'),
      template('legalPage-en', 'legalPage'),
      template('thankYouPage-es', 'thankYouPage'),
      template('serviceCenterPage-en', 'serviceCenterPage'),
      template('serviceCenterPage-es', 'serviceCenterPage'),
      template('guidesPage', 'guidesPage'),
      template('guidesPage-en', 'guidesPage'),
      template('guidesPage-es', 'guidesPage'),
      template('siteSettings', 'siteSettings'),
      template('quoteForm', 'quoteForm'),
      template('lead', 'lead'),
      template('serviceRequest', 'serviceRequest'),
      template('contactChoice', 'contactChoice'),
      template('dailyCeiling', 'dailyCeiling'),
      template('translation.metadata', 'translation.metadata'),
    ]
    expect(creatableTemplates(templates)).toEqual([])
  })

  it('leave the types that hold every language as they were', () => {
    const templates = [
      template('stat', 'stat'),
      template('review', 'review'),
      template('teamMember', 'teamMember'),
      template('carrier', 'carrier'),
      template('insuranceLine', 'insuranceLine'),
    ]
    expect(creatableTemplates(templates)).toEqual(templates)
  })
})
