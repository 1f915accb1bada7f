import {
  checkTradeForm,
  fillRowsFitSimple,
  fillRowsToSimple,
  nextFillRow,
  simpleToFillRows,
  type FillColumn,
  type TradeCheck,
  type TradeCheckContext,
  type TradeField,
  type TradeFormValues,
  type TradeIssue,
} from '@edgelog/core';
import { useCallback, useMemo, useState } from 'react';
import { localInputToIso } from '../../lib/local-datetime';

export function checkContext(): TradeCheckContext {
  return { toInstant: localInputToIso, now: new Date().toISOString() };
}

const newKey = () => crypto.randomUUID();

export interface TradeFormState {
  values: TradeFormValues;
  dirty: boolean;
  check: TradeCheck;
  /** The issue to show beside a field: once it was changed, or after a save was tried. */
  issueOf: (field: TradeField) => TradeIssue | undefined;
  errorOf: (field: TradeField) => string | undefined;
  set: <K extends keyof TradeFormValues>(field: K, value: TradeFormValues[K]) => void;
  patch: (values: Partial<TradeFormValues>) => void;
  /** Fills in defaults (an account, a symbol's multiplier) without counting as the trader's change. */
  adopt: (values: Partial<TradeFormValues>) => void;
  setFill: (index: number, column: FillColumn, value: string) => void;
  addFill: () => string;
  removeFill: (index: number) => void;
  switchMode: (mode: TradeFormValues['mode']) => boolean;
  showAllIssues: () => void;
  /** Whether the trader changed this field in this form. */
  changed: (field: TradeField) => boolean;
}

/** The form's values as typed, what changed, and each field's issue from core's rules. */
export function useTradeForm(initial: TradeFormValues): TradeFormState {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const [dirty, setDirty] = useState(false);

  const update = useCallback((next: (current: TradeFormValues) => TradeFormValues, fields: string[]) => {
    setValues(next);
    setDirty(true);
    setTouched((known) => new Set([...known, ...fields]));
  }, []);

  const check = useMemo(() => checkTradeForm(values, checkContext()), [values]);
  const issues = useMemo(
    () => new Map((check.ok ? [] : check.issues).map((issue) => [issue.field, issue])),
    [check],
  );

  const issueOf = useCallback(
    (field: TradeField) => (showAll || touched.has(field) ? issues.get(field) : undefined),
    [issues, showAll, touched],
  );

  return {
    values,
    dirty,
    check,
    issueOf,
    errorOf: (field) => {
      const issue = issueOf(field);
      return issue ? `${issue.message} (${issue.code})` : undefined;
    },
    set: (field, value) => update((current) => ({ ...current, [field]: value }), [field]),
    patch: (patch) => update((current) => ({ ...current, ...patch }), Object.keys(patch)),
    adopt: (patch) => setValues((current) => ({ ...current, ...patch })),
    setFill: (index, column, value) =>
      update(
        (current) => ({
          ...current,
          fills: current.fills.map((row, at) => (at === index ? { ...row, [column]: value } : row)),
        }),
        [`fills.${index}.${column}`],
      ),
    addFill: () => {
      const key = newKey();
      update(
        (current) => ({ ...current, fills: [...current.fills, nextFillRow(current.fills.at(-1), key)] }),
        [],
      );
      return key;
    },
    removeFill: (index) =>
      update((current) => ({ ...current, fills: current.fills.filter((_, at) => at !== index) }), ['fills']),
    switchMode: (mode) => {
      if (mode === values.mode) return true;
      if (mode === 'executions') {
        update(
          (current) => ({
            ...current,
            mode,
            planned: false,
            fills: current.planned ? [nextFillRow(undefined, newKey())] : simpleToFillRows(current, newKey),
          }),
          [],
        );
        return true;
      }
      // Back to the simple mode only when nothing would be lost.
      if (values.fills.length > 0 && !fillRowsFitSimple(values.fills)) return false;
      update(
        (current) => (current.fills.length === 0 ? { ...current, mode } : fillRowsToSimple(current)),
        [],
      );
      return true;
    },
    showAllIssues: () => setShowAll(true),
    changed: (field) => touched.has(field),
  };
}
