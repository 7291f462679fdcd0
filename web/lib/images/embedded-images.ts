import path from 'node:path'

/**
 * Where the embedded dataset's pictures live. Their asset documents name this made-up project and dataset, as
 * Sanity names the project an image was uploaded to; the site serves them at the same path shape as Sanity's CDN
 * (/images/<project>/<dataset>/<file>), so one URL builder makes both addresses.
 */
export const EMBEDDED_IMAGES = { projectId: 'embedded', dataset: 'production' } as const

/** The picture files, beside the NDJSON file, named as `sanity dataset export` names them: <sha1>-<w>x<h>.<ext>. */
export const embeddedImagesFolder = (datasetFile: string) => path.join(path.dirname(datasetFile), 'images')
