import type { TableOfContents as Contents } from '@/lib/guides/guide-text'

/** The guide's main headings as links; a guide with fewer than two has nothing to navigate, and shows none. */
export function TableOfContents({ contents, title }: { contents: Contents; title: string }) {
  if (contents.length < 2) return null
  return (
    <nav aria-labelledby="contents-title" className="rounded-2xl bg-slate-50 p-5">
      <h2 id="contents-title" className="list-heading">
        {title}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {contents.map((entry) => (
          <li key={entry.key}>
            <a href={`#${entry.id}`} className="list-link focus-visible:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
