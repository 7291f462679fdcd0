import localFont from 'next/font/local'

// Self-hosted from the npm package: nothing is fetched from a font CDN at build or run time.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})
