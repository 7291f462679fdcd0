import { styled } from 'styled-components'

// The report's building blocks: a page of tables and sections, which @sanity/ui's form-sized components do not
// make, in plain elements that take the Studio's look from the theme variables every @sanity/ui card sets
// (--card-fg-color, --card-border-color, …), light or dark, and its font, which the Studio sets on #sanity.

export const ReportPage = styled.main`
  box-sizing: border-box;
  height: 100%;
  overflow: auto;
  padding: 1.5rem 1.25rem 3rem;
  color: var(--card-fg-color);
  background: var(--card-bg-color);
  font-size: 0.875rem;
  line-height: 1.5;
`

export const ReportColumn = styled.div`
  display: grid;
  gap: 1.75rem;
  max-width: 60rem;
  margin: 0 auto;
`

export const PageTitle = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 600;
  line-height: 1.25;
`

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
`

export const Section = styled.section`
  display: grid;
  gap: 1rem;
`

/** A part of a section with a title of its own: one platform's files, say. */
export const Subsection = styled.section`
  display: grid;
  gap: 0.5rem;
`

export const SubsectionTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
`

/** Numbered steps, as in a how-to. */
export const Steps = styled.ol`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding-left: 1.5rem;
`

export const Note = styled.p`
  margin: 0;
  color: var(--card-muted-fg-color);
`

export const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
`

export const TableScroll = styled.div`
  overflow-x: auto;
`

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    padding-bottom: 0.5rem;
    text-align: left;
    font-size: 1rem;
    font-weight: 600;
  }

  th,
  td {
    padding: 0.375rem 0.75rem;
    border-bottom: 1px solid var(--card-border-color);
    text-align: right;
    white-space: nowrap;
  }

  th[scope='row'],
  thead th:first-child {
    text-align: left;
    white-space: normal;
    overflow-wrap: anywhere;
  }

  thead th {
    color: var(--card-muted-fg-color);
    font-weight: 500;
  }

  th[scope='row'] {
    font-weight: 400;
  }

  /* The raw values under a source: indented, smaller and muted, so the names stand out. */
  tr.detail th,
  tr.detail td {
    padding-top: 0.125rem;
    padding-bottom: 0.125rem;
    color: var(--card-muted-fg-color);
    font-size: 0.8125rem;
  }

  tr.detail th[scope='row'] {
    padding-left: 1.75rem;
  }

  tbody:has(tr.detail) tr:not(:last-child) th,
  tbody:has(tr.detail) tr:not(:last-child) td {
    border-bottom: none;
  }

  tfoot th,
  tfoot td {
    font-weight: 600;
    border-bottom: none;
  }
`

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem 1rem;
`

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
`

export const Field = styled.label`
  display: grid;
  gap: 0.25rem;
  font-weight: 500;

  input {
    padding: 0.4375rem 0.5rem;
    border: 1px solid var(--card-border-color);
    border-radius: 3px;
    color: inherit;
    background: var(--card-bg-color);
    font: inherit;
  }

  input:focus-visible {
    outline: 2px solid var(--card-focus-ring-color);
    outline-offset: 1px;
  }
`

export const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.4375rem 0.875rem;
  border: 1px solid var(--card-border-color);
  border-radius: 3px;
  color: inherit;
  background: var(--card-bg-color);
  font: inherit;
  font-weight: 500;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--card-muted-bg-color);
  }

  &:focus-visible {
    outline: 2px solid var(--card-focus-ring-color);
    outline-offset: 1px;
  }

  &:disabled {
    cursor: default;
    opacity: 0.5;
  }

  svg {
    font-size: 1.25rem;
  }
`

export const Choices = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    padding: 0 0 0.25rem;
    font-weight: 500;
  }

  label {
    display: flex;
    align-items: baseline;
    gap: 0.5rem;
  }

  input:focus-visible {
    outline: 2px solid var(--card-focus-ring-color);
    outline-offset: 1px;
  }
`
