// The Studio needs a real project to log in to; without one it still builds (for CI) against a placeholder.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'embedded'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
// The site the Presentation tool previews, with draft mode; the site must allow this Studio to frame it.
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000'
// A stand-in for Sanity's API (the browser tests' fake Content Lake); unset, the Studio talks to Sanity.
export const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined
// Developer-only tools (Vision's query runner): on in `sanity dev`, or where SANITY_STUDIO_DEVELOPER_TOOLS=true.
export const developerTools =
  process.env.SANITY_STUDIO_DEVELOPER_TOOLS === 'true' || process.env.NODE_ENV === 'development'
