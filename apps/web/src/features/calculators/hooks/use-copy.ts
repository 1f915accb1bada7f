import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { copyText } from '@/lib/clipboard';

/** Copies text to the clipboard and confirms it (a toast, and `copied` for two seconds). */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(async (text: string) => {
    try {
      await copyText(text);
    } catch {
      toast.error('The browser did not allow copying. Select the results and copy them instead.');
      return;
    }
    toast.success('Results copied to the clipboard');
    setCopied(true);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2000);
  }, []);
  return { copied, copy };
}
