// The Studio needs a real project to log in to; without one it still builds (for CI) against a placeholder.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'embedded'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
