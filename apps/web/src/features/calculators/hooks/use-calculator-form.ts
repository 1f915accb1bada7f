import type { TradingDefaults } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth-context';
import { calculatorSettingsQuery, saveCalculatorInputs } from '../api/user-settings';
import type { CalculatorSlug } from '../lib/catalogue';
import {
  calculatorStorageKey,
  mergeInputs,
  parseStoredInputs,
  readLocalInputs,
  storedEntry,
  writeLocalInputs,
} from '../lib/stored-inputs';

export interface CalculatorForm<T extends Record<string, string>> {
  values: T;
  set: (name: keyof T & string, value: string) => void;
  setMany: (values: Partial<T>) => void;
  reset: () => void;
  /** The fields the user's trading defaults fill in; null when they have set none this form uses. */
  myDefaults: Partial<T> | null;
  /** Puts the trading defaults into the form. */
  applyMyDefaults: () => void;
}

export interface CalculatorFormOptions<T extends Record<string, string>> {
  /** Which of the user's trading defaults this calculator takes, as form values. */
  fromDefaults?: (defaults: TradingDefaults) => Partial<T>;
}

// Typing is saved in the browser at once and on the server after a pause, not on every keystroke.
const SERVER_SAVE_DELAY_MS = 800;

interface FormState<T> {
  key: string | null;
  values: T;
  /** When the values shown were saved; null for defaults nobody saved. */
  savedAt: number | null;
  /** typed: the user changed them; server: taken from the server's copy; start: as the page opened. */
  origin: 'typed' | 'server' | 'start';
  /** The server's copy and the trading defaults have been considered for these values. */
  settled: boolean;
}

function startState<T extends Record<string, string>>(key: string | null, defaults: T): FormState<T> {
  const local = readLocalInputs(key);
  return {
    key,
    values: mergeInputs(defaults, local),
    savedAt: local?.savedAt ?? null,
    origin: 'start',
    settled: false,
  };
}

function definedOnly<T>(values: Partial<T>): Partial<T> | null {
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return Object.keys(kept).length > 0 ? (kept as Partial<T>) : null;
}

/**
 * A calculator's inputs, kept as the text the user typed (so "1," mid-typing is never rewritten)
 * and remembered for the signed-in user: in local storage for a fast start, and on the server
 * (user_settings.calculator_inputs), which outlives sign-out. The newer copy wins; a form with
 * nothing remembered starts from the user's trading defaults.
 */
export function useCalculatorForm<T extends Record<string, string>>(
  calculator: CalculatorSlug,
  defaults: T,
  options: CalculatorFormOptions<T> = {},
): CalculatorForm<T> {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const key = userId ? calculatorStorageKey(userId, calculator) : null;
  const [state, setState] = useState(() => startState(key, defaults));

  // Another user signing in on this tab reads their own inputs, not the last user's.
  let current = state;
  if (state.key !== key) {
    current = startState(key, defaults);
    setState(current);
  }

  // Always asked afresh: the cache may predate inputs saved on another device.
  const settings = useQuery({
    ...calculatorSettingsQuery(userId ?? ''),
    enabled: userId !== null,
    refetchOnMount: 'always',
  });
  const { fromDefaults } = options;
  const myDefaults = useMemo(
    () => (settings.data && fromDefaults ? definedOnly(fromDefaults(settings.data.defaults)) : null),
    [settings.data, fromDefaults],
  );

  // Once the server has answered: its copy if newer than the browser's, else the trading
  // defaults if nothing was remembered at all. Never over what the user is typing.
  const fresh = settings.isFetchedAfterMount ? settings.data : undefined;
  useEffect(() => {
    if (fresh === undefined) return;
    setState((now) => {
      if (now.settled || now.key !== key) return now;
      if (now.origin === 'typed') return { ...now, settled: true };
      const remote = parseStoredInputs(fresh.calculatorInputs[calculator]);
      if (remote && (now.savedAt === null || remote.savedAt > now.savedAt)) {
        return {
          ...now,
          values: mergeInputs(defaults, remote),
          savedAt: remote.savedAt,
          origin: 'server',
          settled: true,
        };
      }
      if (now.savedAt === null && myDefaults)
        return { ...now, values: { ...now.values, ...myDefaults }, settled: true };
      return { ...now, settled: true };
    });
  }, [fresh, key, calculator, defaults, myDefaults]);

  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; send: () => void } | null>(null);
  useEffect(() => {
    if (state.savedAt === null || state.origin === 'start') return;
    const entry = storedEntry(state.values, state.savedAt);
    writeLocalInputs(state.key, entry);
    if (state.origin !== 'typed' || state.key === null) return;
    if (pending.current) clearTimeout(pending.current.timer);
    const send = () => {
      pending.current = null;
      // The browser's copy stays if this fails; the next change tries again.
      saveCalculatorInputs(calculator, entry).catch(() => undefined);
    };
    pending.current = { timer: setTimeout(send, SERVER_SAVE_DELAY_MS), send };
  }, [state, calculator]);
  // Leaving the page sends what is still waiting.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      pending.current.send();
    },
    [],
  );

  const edit = useCallback((update: (values: T) => T) => {
    setState((now) => ({ ...now, values: update(now.values), savedAt: Date.now(), origin: 'typed' }));
  }, []);
  const set = useCallback(
    (name: keyof T & string, value: string) => edit((values) => ({ ...values, [name]: value })),
    [edit],
  );
  const setMany = useCallback((next: Partial<T>) => edit((values) => ({ ...values, ...next })), [edit]);
  const reset = useCallback(() => edit(() => ({ ...defaults, ...myDefaults })), [edit, defaults, myDefaults]);
  const applyMyDefaults = useCallback(() => {
    if (myDefaults) edit((values) => ({ ...values, ...myDefaults }));
  }, [edit, myDefaults]);

  const values = current.values;
  return useMemo(
    () => ({ values, set, setMany, reset, myDefaults, applyMyDefaults }),
    [values, set, setMany, reset, myDefaults, applyMyDefaults],
  );
}
