import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SavedTrade } from './trade-form';

/**
 * After a save: the trade page of the (first) trade, and a word on what happened — two trades for
 * a confirmed flip, and each file that did not upload (the trade itself is saved).
 */
export function useSavedTradeNotice() {
  const navigate = useNavigate();
  return ({ ids, failedUploads }: SavedTrade) => {
    toast.success(ids.length > 1 ? `${ids.length} trades saved` : 'Trade saved');
    for (const failure of failedUploads)
      toast.error(`${failure.name} was not uploaded`, {
        description: `${failure.record.userMessage} (${failure.record.code}) The trade is saved; attach the file again from Edit.`,
        duration: Infinity,
      });
    const [first] = ids;
    void navigate(first ? `/trades/${first}` : '/trades');
  };
}
