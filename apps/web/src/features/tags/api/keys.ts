/**
 * Query keys of the tags page. The trade form's tag picker keeps its own list under
 * ['trades', userId, 'lookups', 'tags']; a change here invalidates that too (see tags.ts).
 */
export const tagKeys = {
  all: ['tags'] as const,
  list: (userId: string) => ['tags', userId, 'list'] as const,
};
