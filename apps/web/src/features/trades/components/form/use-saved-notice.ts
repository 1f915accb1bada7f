import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SavedTrade } from './trade-form';

/** A file that did not upload with a saved trade, as the trade page lists it. */
export interface FailedUpload {
  name: string;
  message: string;
  code: string;
}

/**
 * After a save: the trade page of the (first) trade, with a word on what happened — two trades for
 * a confirmed flip — and, handed to the page, each file that did not upload (the trade is saved).
 */
export function useSavedTradeNotice() {
  const navigate = useNavigate();
  return ({ ids, failedUploads }: SavedTrade) => {
    toast.success(ids.length > 1 ? `${ids.length} trades saved` : 'Trade saved');
    const failed: FailedUpload[] = failedUploads.map(({ name, record }) => ({
      name,
      message: record.userMessage,
      code: record.code,
    }));
    const [first] = ids;
    void navigate(first ? `/trades/${first}` : '/trades', {
      state: failed.length > 0 ? { failedUploads: failed } : null,
    });
  };
}
