import { Fragment } from 'react'

import { fillTemplate, formatDate } from '@/lib/format'
import type { Language } from '@/lib/i18n'

type Props = {
  language: Language
  author: { name: string | null; role: string } | null
  publishedAt: string | null
  updatedAt: string | null
  minutes: number
  labels: { writtenBy: string; published: string; updated: string; readingTime: string }
}

/** Who wrote the guide, when, whether it changed since, and how long it takes to read: one line that wraps. */
export function GuideByline({ language, author, publishedAt, updatedAt, minutes, labels }: Props) {
  const date = (label: string, value: string) => (
    <>
      {label} <time dateTime={value}>{formatDate(value, language)}</time>
    </>
  )
  const parts = [
    author?.name && (
      <>
        {labels.writtenBy} <span className="font-semibold text-slate-900">{author.name}</span>
        {author.role && `, ${author.role}`}
      </>
    ),
    publishedAt && date(labels.published, publishedAt),
    updatedAt && date(labels.updated, updatedAt),
    fillTemplate(labels.readingTime, { minutes }),
  ].filter(Boolean)
  return (
    <p className="mt-6 text-sm leading-6 text-slate-700">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <span className={index > 0 ? 'whitespace-nowrap' : undefined}>{part}</span>
        </Fragment>
      ))}
    </p>
  )
}
