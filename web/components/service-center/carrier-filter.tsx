'use client'

import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'

import { SelectField, TextField } from '@/components/forms/form-fields'
import type { ServiceCenterPageQueryResult } from '@/sanity.types'

import {
  countText,
  filterCarriers,
  filterHref,
  isFiltered,
  MAX_QUERY_LENGTH,
  NO_FILTER,
  readFilter,
  type CarrierFacts,
  type CarrierFilter as Filter,
} from './filter-carriers'

export type FilterLabels = Pick<
  NonNullable<ServiceCenterPageQueryResult>['directory'],
  | 'lineFilterLabel'
  | 'allLinesLabel'
  | 'searchLabel'
  | 'applyLabel'
  | 'clearLabel'
  | 'countTemplate'
  | 'noResults'
>

type Props = {
  /** The directory's own address: the form's action and what the address bar shows. */
  path: string
  lines: Array<{ key: string; title: string }>
  /** Every carrier, each with its card drawn on the server; the filter picks which to show. */
  carriers: Array<CarrierFacts & { card: ReactNode }>
  /** What the request asked for: the server drew the page with it. */
  initial: Filter
  labels: FilterLabels
  /** The heading that names the search landmark. */
  labelledBy: string
}

// Typing updates the address once the visitor pauses: browsers refuse a burst of replaceState calls.
const ADDRESS_DELAY_MS = 300

/**
 * The directory's filter form and list. Without JavaScript it is a plain GET form the server answers with the
 * matching carriers; with it, every change filters the list at once, without a request, and the address follows
 * (replaceState), so a reload or a shared link shows the same list.
 */
export function CarrierFilter({ path, lines, carriers, initial, labels, labelledBy }: Props) {
  const [filter, setFilter] = useState(initial)
  const addressTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const lineField = useRef<HTMLSelectElement>(null)
  const searchField = useRef<HTMLInputElement>(null)
  const shown = filterCarriers(carriers, filter)
  // An address change still waiting must not land on the page the visitor went on to.
  useEffect(() => () => clearTimeout(addressTimer.current), [])

  // What the visitor typed or picked before the page's scripts ran is still in the fields (hydration keeps what a
  // field shows) but not in the state they were drawn with: it wins over the address, which it then updates.
  const adoptTyped = useEffectEvent(() => {
    const typed = { line: lineField.current?.value ?? filter.line, q: searchField.current?.value ?? filter.q }
    if (typed.line === filter.line && typed.q === filter.q) return false
    apply(typed, 0)
    return true
  })

  // The list follows the address bar when the router shows it again at another address than the one it was
  // drawn for (Back to a filter chosen earlier, a link to the bare directory followed from a filtered one): on
  // showing, and on every later navigation where the browser reports them (the Navigation API). Not on a
  // replaceState: that is this filter writing the address, or the router echoing it (it rewrites the address it
  // was told of once it has drawn it, which can land after the visitor typed on), so it never says more than the
  // field does, and following it would take back what was typed since.
  useEffect(() => {
    const keys = lines.map((line) => line.key)
    const follow = () => {
      // An address change still waiting was for the entry the visitor just left.
      clearTimeout(addressTimer.current)
      const asked = readFilter(Object.fromEntries(new URLSearchParams(window.location.search)), keys)
      setFilter((current) => (filterHref(path, asked) === filterHref(path, current) ? current : asked))
    }
    const navigated = (event: Event) => {
      if ((event as Event & { navigationType?: string }).navigationType !== 'replace') follow()
    }
    if (!adoptTyped()) follow()
    const navigation = (window as { navigation?: EventTarget }).navigation
    navigation?.addEventListener('currententrychange', navigated)
    return () => navigation?.removeEventListener('currententrychange', navigated)
  }, [path, lines])

  function apply(next: Filter, delay = ADDRESS_DELAY_MS) {
    setFilter(next)
    clearTimeout(addressTimer.current)
    addressTimer.current = setTimeout(
      () => window.history.replaceState(null, '', filterHref(path, next)),
      delay,
    )
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    apply(filter, 0)
  }

  function clear(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    apply(NO_FILTER, 0)
    // The link goes away with the filter; the search field is where the visitor is likely to go on.
    searchField.current?.focus()
  }

  return (
    <>
      <form
        method="get"
        action={path}
        role="search"
        aria-labelledby={labelledBy}
        onSubmit={submit}
        className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 md:grid-cols-[1fr_1fr_auto]"
      >
        <SelectField
          ref={lineField}
          id="carrier-line"
          name="line"
          label={labels.lineFilterLabel}
          placeholder={labels.allLinesLabel}
          options={lines.map((line) => ({ value: line.key, label: line.title }))}
          value={filter.line}
          onChange={(event) => apply({ ...filter, line: event.target.value })}
        />
        <TextField
          ref={searchField}
          id="carrier-search"
          name="q"
          type="search"
          label={labels.searchLabel}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          value={filter.q}
          onChange={(event) => apply({ ...filter, q: event.target.value })}
        />
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 md:self-end">
          <button type="submit" className="button-primary px-5 py-2.5">
            {labels.applyLabel}
          </button>
          {isFiltered(filter) && (
            <a
              href={path}
              onClick={clear}
              className="py-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {labels.clearLabel}
            </a>
          )}
        </div>
      </form>
      <div role="status" className="mt-6 text-slate-700">
        <p className="font-medium">{countText(labels.countTemplate, shown.length, carriers.length)}</p>
        {shown.length === 0 && <p className="mt-2">{labels.noResults}</p>}
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((carrier) => (
          <li key={carrier.id}>{carrier.card}</li>
        ))}
      </ul>
    </>
  )
}
