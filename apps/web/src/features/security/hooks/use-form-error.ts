import { useCallback, useState } from 'react';
import { toErrorMessage } from '../../../lib/error-message';

/**
 * The message of the last failed action of a form: `run` clears it, runs the action and, when the
 * server refuses, keeps its message (or `fallback`) for the form's alert. Resolves true on success.
 */
export function useFormError() {
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(toErrorMessage(e, fallback));
      return false;
    }
  }, []);
  return { error, run };
}
