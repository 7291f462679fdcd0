import localFont from 'next/font/local'

// Self-hosted from the npm package: nothing is fetched from a font CDN at build or run time. 'optional':
// a visitor whose font is not there within the first paint keeps the size-matched fallback, so the headline is
// painted once (LCP at first paint) and never shifts.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '100 900',
})
