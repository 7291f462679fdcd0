import type { SanityDocument } from 'sanity'

/** A request as the export hands it to a migration: `leads.a`, with the fields given. */
export const exportedRequest = (fields: Record<string, unknown>) =>
  ({
    _id: 'leads.a',
    _type: 'lead',
    _rev: 'r',
    _createdAt: '',
    _updatedAt: '',
    ...fields,
  }) as SanityDocument
