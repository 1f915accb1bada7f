/** What a form is open for: a new item, or one already saved; null while it is closed. */
export type Editing<Row> = { purpose: 'add' } | { purpose: 'edit'; row: Row } | null;

/** A dialog's onOpenChange that only acts when the dialog closes (Escape, outside click, Cancel). */
export function whenClosed(close: () => void): (open: boolean) => void {
  return (open) => {
    if (!open) close();
  };
}
