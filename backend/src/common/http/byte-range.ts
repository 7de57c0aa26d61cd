/** The first range of a `Range: bytes=...` header; null means "send it all", 'unsatisfiable' a 416. */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*(?:,.*)?$/.exec(header.trim());
  if (!match) return null; // a malformed or non-byte range is ignored (RFC 9110, Range)
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  if (size === 0) return 'unsatisfiable';
  if (from === '') {
    // bytes=-N: the last N bytes
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
