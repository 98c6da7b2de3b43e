// The slip a `[ConfigWarning]` names: the known configuration key nearest to an unknown one.

/** Edits between two keys, case aside (a swap of neighbours is one edit). */
function distance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  const width = y.length + 1;
  const d = new Array<number>((x.length + 1) * width).fill(0);
  const at = (i: number, j: number) => d[i * width + j] ?? 0;
  for (let i = 0; i <= x.length; i++) d[i * width] = i;
  for (let j = 0; j <= y.length; j++) d[j] = j;
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      let edits = Math.min(
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
        at(i - 1, j - 1) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        edits = Math.min(edits, at(i - 2, j - 2) + 1);
      d[i * width + j] = edits;
    }
  return at(x.length, y.length);
}

/** The known key nearest to `key`, if it is near enough to be a slip (a third of its letters, at least one). */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(key.length / 3)) + 1;
  for (const candidate of known) {
    const d = distance(key, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
