import { useEffect, useState } from 'react';
import { useMessage } from './use-message';

const MARK_MS = 1000;

/**
 * A folder call whose success shows a completion mark for 1000 ms (docs/behaviour.md "Favourite folders":
 * `settings_completed`, `sort_saved`) and whose failure shows its message in an alert.
 */
export function useMarkedAction(call: () => Promise<unknown>) {
  const message = useMessage();
  const [mark, setMark] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!mark) return;
    const timer = setTimeout(() => setMark(false), MARK_MS);
    return () => clearTimeout(timer);
  }, [mark]);
  const run = () => {
    setError(null);
    call()
      .then(() => setMark(true))
      .catch((reason: unknown) => setError(message(reason)));
  };
  return { run, mark, error };
}
