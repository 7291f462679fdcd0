import { PortableText, toPlainText } from '@portabletext/react'

import { LINK_MARKS } from '@/components/ui/portable-text'

/** The consent disclosure as the visitor reads it under the button, and the same words as the lead records them. */
export function consentDisclosure(blocks: Extract<Parameters<typeof toPlainText>[0], unknown[]>) {
  return {
    text: toPlainText(blocks),
    node: (
      <PortableText
        value={blocks}
        components={{ block: { normal: ({ children }) => <p>{children}</p> }, marks: LINK_MARKS }}
      />
    ),
  }
}
