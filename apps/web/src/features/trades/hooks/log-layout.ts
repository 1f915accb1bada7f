import { useCallback, useState } from 'react';
import { normaliseLayout, type ColumnLayout } from '../lib/log-columns';

const STORAGE_KEY = 'edgelog_trade_log_columns';

function readLayout(): ColumnLayout {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return normaliseLayout(stored === null ? null : JSON.parse(stored));
  } catch {
    // No storage or a damaged value: the default columns.
    return normaliseLayout(null);
  }
}

/** The log's chosen and ordered columns, remembered in this browser. */
export function useLogLayout(): [ColumnLayout, (next: ColumnLayout) => void] {
  const [layout, setLayout] = useState(readLayout);
  const save = useCallback((next: ColumnLayout) => {
    setLayout(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full storage: the choice lasts for this visit.
    }
  }, []);
  return [layout, save];
}
