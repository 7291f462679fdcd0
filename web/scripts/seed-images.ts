// Draws the embedded dataset's pictures, writes them to studio/seed/images as `sanity dataset export` names its
// files, and puts their sanity.imageAsset documents and the image fields that use them (crop, hotspot, alt text)
// into studio/seed/production.ndjson. Run again after changing a drawing: `pnpm --filter web exec tsx scripts/seed-images.ts`.

import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import sharp, { type Sharp } from 'sharp'

import { embeddedImagesFolder } from '../lib/images/embedded-images'
import { assetDocument } from './seed-images/asset-document'
import { COVERS, kevinPortrait, LOGOS, mariaPortrait } from './seed-images/drawings'

const DATASET = path.join(import.meta.dirname, '../../studio/seed/production.ndjson')
const FOLDER = embeddedImagesFolder(DATASET)

type Rect = { top: number; bottom: number; left: number; right: number }
type Hotspot = { x: number; y: number; width: number; height: number }
type Alt = { en: string; es: string }

type Picture = {
  filename: string
  draw: () => string
  encode: (image: Sharp) => Sharp
  /** The documents whose field shows it: id and field, with what an editor sets on it. */
  uses: { id: string; field: string; crop?: Rect; hotspot?: Hotspot; alt?: string | Alt }[]
}

const jpeg = (image: Sharp) => image.jpeg({ quality: 74, mozjpeg: true })
const png = (image: Sharp) => image.png({ palette: true, compressionLevel: 9 })

const NO_CROP = { top: 0, bottom: 0, left: 0, right: 0 }

const PORTRAITS: Picture[] = [
  {
    filename: 'maria-delgado.jpg',
    draw: mariaPortrait,
    encode: jpeg,
    uses: [
      {
        id: 'teamMember-maria-delgado',
        field: 'photo',
        crop: { top: 0, bottom: 0.04, left: 0.02, right: 0.02 },
        // Her face is in the top fifth of a tall picture: a crop around the centre would cut it at the forehead.
        hotspot: { x: 0.5, y: 0.19, width: 0.5, height: 0.3 },
        alt: {
          en: 'Maria Delgado, smiling, in a red blouse',
          es: 'Maria Delgado, sonriente, con una blusa roja',
        },
      },
    ],
  },
  {
    filename: 'kevin-tran.jpg',
    draw: kevinPortrait,
    encode: jpeg,
    uses: [
      {
        id: 'teamMember-kevin-tran',
        field: 'photo',
        crop: { top: 0.05, bottom: 0.05, left: 0.05, right: 0.05 },
        hotspot: { x: 0.5, y: 0.47, width: 0.4, height: 0.45 },
        alt: {
          en: 'Kevin Tran, smiling, in a green shirt',
          es: 'Kevin Tran, sonriente, con una camisa verde',
        },
      },
    ],
  },
]

const COVER_TEXT: Record<keyof typeof COVERS, { hotspot: Hotspot; crop: Rect; alt: Alt }> = {
  'texas-auto-insurance-requirements': {
    hotspot: { x: 0.55, y: 0.6, width: 0.5, height: 0.4 },
    crop: NO_CROP,
    alt: {
      en: 'A blue car on a highway beside a road sign',
      es: 'Un auto azul en una carretera junto a una señal de tránsito',
    },
  },
  'what-to-do-after-a-car-accident': {
    hotspot: { x: 0.5, y: 0.65, width: 0.7, height: 0.35 },
    crop: { top: 0.05, bottom: 0, left: 0, right: 0 },
    alt: {
      en: 'Two cars stopped on a road behind an orange warning triangle',
      es: 'Dos autos detenidos en una carretera detrás de un triángulo de advertencia naranja',
    },
  },
  'does-renters-insurance-cover-flooding': {
    hotspot: { x: 0.5, y: 0.6, width: 0.4, height: 0.5 },
    crop: NO_CROP,
    alt: {
      en: 'An apartment building in the rain, floodwater rising around it',
      es: 'Un edificio de apartamentos bajo la lluvia, rodeado de agua de inundación',
    },
  },
  'how-much-dwelling-coverage-do-you-need': {
    hotspot: { x: 0.52, y: 0.55, width: 0.45, height: 0.5 },
    crop: { top: 0.08, bottom: 0, left: 0.05, right: 0.05 },
    alt: {
      en: 'A white house beside a yellow measuring stick',
      es: 'Una casa blanca junto a una regla amarilla de medir',
    },
  },
  'term-vs-whole-life-insurance': {
    hotspot: { x: 0.5, y: 0.5, width: 0.6, height: 0.6 },
    crop: NO_CROP,
    alt: {
      en: 'A family of three under a large green tree',
      es: 'Una familia de tres bajo un gran árbol verde',
    },
  },
  'when-umbrella-insurance-makes-sense': {
    hotspot: { x: 0.4, y: 0.5, width: 0.5, height: 0.5 },
    crop: NO_CROP,
    alt: {
      en: 'A big blue umbrella in the rain beside a house',
      es: 'Un gran paraguas azul bajo la lluvia junto a una casa',
    },
  },
}

// Each guide has an English and a Spanish document: the same cover, described in each one's language.
const COVER_PICTURES: Picture[] = Object.entries(COVERS).map(([slug, draw]) => {
  const { hotspot, crop, alt } = COVER_TEXT[slug as keyof typeof COVERS]
  return {
    filename: `${slug}.jpg`,
    draw,
    encode: jpeg,
    uses: (['en', 'es'] as const).map((language) => ({
      id: `article-${slug}${language === 'en' ? '' : '-es'}`,
      field: 'coverImage',
      crop,
      hotspot,
      alt: alt[language],
    })),
  }
})

// A logo is shown whole, and named by the carrier's name: no crop, hotspot or alt text of its own.
const LOGO_PICTURES: Picture[] = Object.entries(LOGOS).map(([slug, draw]) => ({
  filename: `${slug}-logo.png`,
  draw,
  encode: png,
  uses: [{ id: `carrier-${slug}`, field: 'logo' }],
}))

const translatedAlt = (alt: Alt) =>
  (['en', 'es'] as const).map((language) => ({
    _key: language,
    _type: 'internationalizedArrayStringValue',
    language,
    value: alt[language],
  }))

function imageField(assetId: string, { crop, hotspot, alt }: Picture['uses'][number]) {
  return {
    _type: 'image',
    ...(alt === undefined ? {} : { alt: typeof alt === 'string' ? alt : translatedAlt(alt) }),
    asset: { _type: 'reference', _ref: assetId },
    ...(crop ? { crop: { _type: 'sanity.imageCrop', ...crop } } : {}),
    ...(hotspot ? { hotspot: { _type: 'sanity.imageHotspot', ...hotspot } } : {}),
  }
}

async function main() {
  await mkdir(FOLDER, { recursive: true })
  for (const old of await readdir(FOLDER)) await rm(path.join(FOLDER, old))
  const lines = (await readFile(DATASET, 'utf8')).split('\n').filter(Boolean)
  const documents = lines
    .map((line) => JSON.parse(line) as { _id: string; _type: string; [field: string]: unknown })
    .filter((document) => document._type !== 'sanity.imageAsset')
  const byId = new Map(documents.map((document) => [document._id, document]))
  const assets = []
  let bytes = 0
  for (const picture of [...PORTRAITS, ...COVER_PICTURES, ...LOGO_PICTURES]) {
    const file = await picture.encode(sharp(Buffer.from(picture.draw()))).toBuffer()
    const { name, document } = await assetDocument(file, picture.filename)
    await writeFile(path.join(FOLDER, name), file)
    bytes += file.length
    assets.push(document)
    for (const use of picture.uses) {
      const target = byId.get(use.id)
      if (!target) throw new Error(`No document ${use.id} in ${DATASET}`)
      target[use.field] = imageField(document._id, use)
    }
  }
  const output = [...documents, ...assets].map((document) => JSON.stringify(document)).join('\n')
  await writeFile(DATASET, `${output}\n`)
  console.log(`${assets.length} pictures, ${bytes} bytes, in ${FOLDER}`)
}

await main()
