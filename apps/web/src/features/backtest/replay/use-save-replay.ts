import type { BacktestTrade } from '@edgelog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import { uploadAttachment } from '@/lib/trade-attachments';
import { sessionKeys } from '../api/keys';
import {
  createSession,
  ensureBacktestAccount,
  saveSessionTrades,
  type SessionTradeOptions,
} from '../api/sessions';
import { shotFile, type TradeShots } from './chart-shots';

export interface ReplaySave {
  name: string;
  seriesId: string;
  symbol: string;
  timeframe: string;
  settings: Record<string, unknown>;
  results: Record<string, unknown>;
  trades: readonly BacktestTrade[];
  notes: Readonly<Record<number, string>>;
  shots: TradeShots;
  options: Omit<SessionTradeOptions, 'notes'>;
}

/**
 * Saves the replay as a session of the backtest account with its closed trades, each with its
 * note and its chart pictures as attachments, so they can be studied on the analytics pages by
 * choosing that account. A picture that fails to upload is reported without undoing the trade.
 */
export function useSaveReplay(onSaved?: () => void) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const { user } = useAuth();
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
      const failed: unknown[] = [];
      for (const [index, trade] of save.trades.entries()) {
        const note = save.notes[index]?.trim() ?? '';
        const [tradeId] = await saveSessionTrades(session.id, [trade], {
          ...save.options,
          ...(note === '' ? {} : { notes: note }),
        });
        saved++;
        const shots = save.shots[index] ?? [];
        if (tradeId === undefined || user === null) continue;
        for (const [position, url] of shots.entries()) {
          const name = `${save.symbol.replace('/', '')}-${save.timeframe}-trade-${index + 1}-${position + 1}.png`;
          try {
            await uploadAttachment(user.id, tradeId, shotFile(url, name), position);
          } catch (error) {
            failed.push(error);
          }
        }
      }
      return { session, saved, failed };
    },
    onSuccess: async ({ saved, failed }) => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      toast.success(
        `Session saved with ${saved} ${saved === 1 ? 'trade' : 'trades'} in the backtest account`,
      );
      if (failed.length > 0) {
        toast.warning(
          `${failed.length} chart ${failed.length === 1 ? 'picture' : 'pictures'} could not be attached; the trades are saved`,
        );
        handleError(failed[0]);
      }
      onSaved?.();
    },
    onError: (error, save) => handleError(error, { retry: () => mutation.mutate(save) }),
  });
  return mutation;
}
