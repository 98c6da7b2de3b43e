/** Design "Lazy widgets": a failed chunk load is retried once; the second failure is the island's error. */
export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    return load();
  }
}
