import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { useAuth } from '@/lib/auth-context';
import { BoardEditor } from '../components/editor/board-editor';
import { LinkedBoards } from '../components/linked-boards';
import { BoardList } from '../components/list/board-list';

const DESCRIPTION = 'Sketch setups and annotate charts on a free canvas linked to your trades.';

/**
 * /drawboard: the list of boards; `?board=<id>` opens one; `?trade=<id>` or `?day=<YYYY-MM-DD>`
 * lists the boards linked to a trade or a journal day (where the trade page and calendar send).
 */
export function DrawboardPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const userId = user?.id ?? null;
  const boardId = params.get('board');
  const tradeId = params.get('trade');
  const day = params.get('day');
  if (userId !== null && boardId) return <BoardEditor key={boardId} userId={userId} boardId={boardId} />;
  return (
    <PageFrame title="Draw board" description={DESCRIPTION}>
      {userId !== null && tradeId && <LinkedBoards userId={userId} tradeId={tradeId} />}
      {userId !== null && !tradeId && day && /^\d{4}-\d{2}-\d{2}$/.test(day) && (
        <LinkedBoards userId={userId} day={day} />
      )}
      {userId !== null && <BoardList userId={userId} />}
    </PageFrame>
  );
}
