/**
 * On the embedded dataset, where leads' online quotes are kept: a file beside the leads file, one line per save,
 * the latest line of a lead winning (`leads.ndjson` → `leads.intake.ndjson`).
 */
export const intakeFile = (leadsFile: string) => `${leadsFile.replace(/\.ndjson$/, '')}.intake.ndjson`
