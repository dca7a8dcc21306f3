import { useCallback, useState } from 'react';

/** Bounds of a counted choice (criteria lists): at least `min`, at most `max` when it has one. */
export interface ChoiceLimit {
  min: number;
  max: number | null;
}

/** Whether a count respects its bounds. */
export const withinChoiceLimit = (count: number, limit: ChoiceLimit): boolean =>
  count >= limit.min && (limit.max === null || count <= limit.max);

/**
 * Whether a counted choice shows its error (red): only once the user touched that list or tried to
 * submit. An untouched, still empty list is not a mistake yet (issue 29: step 3 of the job form and
 * of registration opened in red). Every counted list of the forms reads this one rule.
 */
export const showChoiceError = (count: number, limit: ChoiceLimit, touched: boolean): boolean =>
  touched && !withinChoiceLimit(count, limit);

/** The lists a user has changed, by key: `touch(key)` at each change, `touched(key)` to read. */
export function useTouchedChoices() {
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback((key: string) => setKeys((current) => (current.has(key) ? current : new Set([...current, key]))), []);
  const touched = useCallback((key: string) => keys.has(key), [keys]);
  return { touch, touched };
}
