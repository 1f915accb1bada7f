import type { BacktestTrade } from '@edgelog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { sessionKeys } from '../api/keys';
import {
  createSession,
  ensureBacktestAccount,
  saveSessionTrades,
  type SessionTradeOptions,
} from '../api/sessions';

export interface ReplaySave {
  name: string;
  seriesId: string;
  symbol: string;
  timeframe: string;
  settings: Record<string, unknown>;
  results: Record<string, unknown>;
  trades: readonly BacktestTrade[];
  notes: Readonly<Record<number, string>>;
  options: Omit<SessionTradeOptions, 'notes'>;
}

/**
 * Saves the replay as a session of the backtest account with its closed trades, each with its
 * note, so they can be studied on the analytics pages by choosing that account.
 */
export function useSaveReplay(onSaved?: () => void) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const mutation = useMutation({
    mutationFn: async (save: ReplaySave) => {
      const account = await ensureBacktestAccount(save.options.currency);
      const session = await createSession({
        kind: 'replay',
        name: save.name,
        seriesId: save.seriesId,
        symbol: save.symbol,
        timeframe: save.timeframe,
        settings: save.settings,
        results: save.results,
        accountId: account.id,
      });
      // One call a trade: each carries its own note.
      let saved = 0;
      for (const [index, trade] of save.trades.entries()) {
        const note = save.notes[index]?.trim() ?? '';
        await saveSessionTrades(session.id, [trade], {
          ...save.options,
          ...(note === '' ? {} : { notes: note }),
        });
        saved++;
      }
      return { session, saved };
    },
    onSuccess: async ({ saved }) => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      toast.success(
        `Session saved with ${saved} ${saved === 1 ? 'trade' : 'trades'} in the backtest account`,
      );
      onSaved?.();
    },
    onError: (error, save) => handleError(error, { retry: () => mutation.mutate(save) }),
  });
  return mutation;
}
