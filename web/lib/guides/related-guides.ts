type Guide = { _id: string; lines: Array<{ key: string | null }> }

/**
 * The guides to read next: those sharing most lines with this one, newest first among equals, then the newest of
 * the rest, so a guide on a line with no other guide still suggests some.
 */
export function relatedGuides<Listed extends Guide>(guide: Guide, guides: Listed[], count = 3): Listed[] {
  const lines = new Set(guide.lines.map(({ key }) => key))
  const shared = (other: Guide) => other.lines.filter(({ key }) => lines.has(key)).length
  return guides
    .filter((other) => other._id !== guide._id)
    .map((other, newness) => ({ other, shared: shared(other), newness }))
    .sort((a, b) => b.shared - a.shared || a.newness - b.newness)
    .slice(0, count)
    .map(({ other }) => other)
}
