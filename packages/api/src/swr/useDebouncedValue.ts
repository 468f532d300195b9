import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: what a search box sends while the buyer types
 * (spec section 9: "blur search debounce 500 ms"; section 7: getUserList, debounced 500 ms).
 * Pass a primitive or a stable object: a new object at every render never settles.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
