import type { AllSanitySchemaTypes } from '../../sanity.types'

/** Cache tags are document type names, so a webhook for one type refreshes exactly the pages showing it. */
export type ContentTag = Extract<AllSanitySchemaTypes, { _id: string }>['_type']
