/**
 * Query keys of the draw board. Every key starts with ['drawboards', userId], so invalidating
 * `boardKeys.user(userId)` after a change refreshes the list, an open board's links and the
 * boards shown on a trade's page or a calendar day at once.
 */
export const boardKeys = {
  all: ['drawboards'] as const,
  user: (userId: string) => ['drawboards', userId] as const,
  lists: (userId: string) => ['drawboards', userId, 'list'] as const,
  list: (userId: string, search: string) => ['drawboards', userId, 'list', search] as const,
  detail: (userId: string, boardId: string) => ['drawboards', userId, 'board', boardId] as const,
  files: (userId: string, boardId: string, paths: readonly string[]) =>
    ['drawboards', userId, 'board', boardId, 'files', paths] as const,
  links: (userId: string, boardId: string) => ['drawboards', userId, 'links', boardId] as const,
  forTrade: (userId: string, tradeId: string) => ['drawboards', userId, 'linked', 'trade', tradeId] as const,
  forDay: (userId: string, day: string) => ['drawboards', userId, 'linked', 'day', day] as const,
  tradeChoices: (userId: string, search: string) => ['drawboards', userId, 'trade-choices', search] as const,
};
