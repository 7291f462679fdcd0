import path from 'node:path'

export type SanityDocument = { _id: string; _type: string; [key: string]: unknown }

// The seed lives with the Studio so `sanity dataset import` can load the very same file into a real project.
export const DEFAULT_DATASET_PATH = path.resolve(process.cwd(), '../studio/seed/production.ndjson')

export function parseNdjson(text: string, file: string): SanityDocument[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      try {
        return JSON.parse(line) as SanityDocument
      } catch (error) {
        throw new Error(
          `Embedded dataset ${file}, line ${number}: not valid JSON (${(error as Error).message})`,
        )
      }
    })
}
