// Error texts name what went wrong, never what was sent: logs and answers carry no personal data. SQLite's
// `errstr` is the fixed text of its result code ("database or disk is full"), never a value.
export function describeFailure(error: unknown): string {
  const { name, code, statusCode, errstr } = error as {
    name?: string
    code?: string
    statusCode?: number
    errstr?: string
  }
  return [name ?? 'Error', code, statusCode && `HTTP ${statusCode}`, errstr && `(${errstr})`]
    .filter(Boolean)
    .join(' ')
}
