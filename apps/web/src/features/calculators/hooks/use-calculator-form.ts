import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/lib/auth-context';
import type { CalculatorSlug } from '../lib/catalogue';
import { calculatorStorageKey, loadInputs, saveInputs } from '../lib/stored-inputs';

export interface CalculatorForm<T extends Record<string, string>> {
  values: T;
  set: (name: keyof T & string, value: string) => void;
  setMany: (values: Partial<T>) => void;
  reset: () => void;
}

/**
 * A calculator's inputs, kept as the text the user typed (so "1," mid-typing is never rewritten)
 * and remembered for the signed-in user in local storage.
 */
export function useCalculatorForm<T extends Record<string, string>>(
  calculator: CalculatorSlug,
  defaults: T,
): CalculatorForm<T> {
  const { user } = useAuth();
  const key = user ? calculatorStorageKey(user.id, calculator) : null;
  const [state, setState] = useState(() => ({ key, values: loadInputs(key, defaults) }));

  // Another user signing in on this tab reads their own inputs, not the last user's.
  let values = state.values;
  if (state.key !== key) {
    values = loadInputs(key, defaults);
    setState({ key, values });
  }

  useEffect(() => saveInputs(state.key, state.values), [state]);

  const set = useCallback((name: keyof T & string, value: string) => {
    setState((current) => ({ ...current, values: { ...current.values, [name]: value } }));
  }, []);
  const setMany = useCallback((next: Partial<T>) => {
    setState((current) => ({ ...current, values: { ...current.values, ...next } }));
  }, []);
  const reset = useCallback(() => {
    setState((current) => ({ ...current, values: defaults }));
  }, [defaults]);

  return useMemo(() => ({ values, set, setMany, reset }), [values, set, setMany, reset]);
}
