// The embedded dataset as a folder `sanity dataset import` loads into a real project with its pictures, in the
// layout of an export's archive: data.ndjson, images/ and assets.json. An image field names its file by an
// `_sanityAsset` address instead of a reference to an asset document, so the import uploads the file and writes
// the project's own asset document (its own project in the path and URL, its own LQIP and palette); the
// embedded asset documents, which name a made-up project, are left out. Crop, hotspot and alt text stay.
//
//   node --experimental-strip-types seed/import-folder.ts <folder>
//   (pnpm --filter studio import-seed <dataset> runs it, then the import)

import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

type Document = { _id: string; _type: string; [field: string]: unknown }
type AssetDocument = Document & { path: string; sha1hash: string; originalFilename?: string }

const isAsset = (document: Document): document is AssetDocument => document._type === 'sanity.imageAsset'

// Every `asset: {_ref: "image-…"}` anywhere in a document, replaced by the address of its file in images/.
function withAssetFiles(value: unknown, files: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withAssetFiles(item, files))
  if (!value || typeof value !== 'object') return value
  const entries = Object.entries(value).map(([key, field]) => {
    const ref = (field as { _ref?: unknown } | null)?._ref
    if (key === 'asset' && typeof ref === 'string' && files.has(ref)) {
      return ['_sanityAsset', `image@file://./images/${files.get(ref)}`]
    }
    return [key, withAssetFiles(field, files)]
  })
  return Object.fromEntries(entries)
}

/** The import's documents and assets.json (each file's original name, which the upload keeps). */
export function importDocuments(documents: Document[]) {
  const assets = documents.filter(isAsset)
  const files = new Map(assets.map((asset) => [asset._id, path.basename(asset.path)]))
  const missing = documents
    .flatMap((document) => JSON.stringify(document).match(/"_ref":"image-[^"]+"/g) ?? [])
    .map((match) => match.slice(8, -1))
    .filter((ref) => !files.has(ref))
  if (missing.length) throw new Error(`No asset document for ${missing.join(', ')}`)
  return {
    documents: documents
      .filter((document) => !isAsset(document))
      .map((document) => withAssetFiles(document, files) as Document),
    files: [...files.values()],
    assetMap: Object.fromEntries(
      assets.map((asset) => [`image-${asset.sha1hash}`, { originalFilename: asset.originalFilename }]),
    ),
  }
}

async function writeImportFolder(folder: string) {
  const seed = import.meta.dirname
  const text = await readFile(path.join(seed, 'production.ndjson'), 'utf8')
  const { documents, files, assetMap } = importDocuments(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Document),
  )
  await rm(folder, { recursive: true, force: true })
  await mkdir(path.join(folder, 'images'), { recursive: true })
  await writeFile(
    path.join(folder, 'data.ndjson'),
    documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n',
  )
  await writeFile(path.join(folder, 'assets.json'), JSON.stringify(assetMap, null, 2))
  for (const file of files) await copyFile(path.join(seed, 'images', file), path.join(folder, 'images', file))
  console.log(`${documents.length} documents and ${files.length} pictures in ${folder}`)
}

// Run as a script (not imported by the tests): `import.meta.main` would say so only from Node 22.18 and 24.2.
if (process.argv[1] === import.meta.filename) {
  const folder = process.argv[2]
  if (!folder) throw new Error('Usage: node --experimental-strip-types seed/import-folder.ts <folder>')
  await writeImportFolder(path.resolve(folder))
}
