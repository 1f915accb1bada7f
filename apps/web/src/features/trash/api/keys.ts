/** Query keys of the trash. Every key starts with ['trash', userId]. */
export const trashKeys = {
  all: (userId: string) => ['trash', userId] as const,
  list: (userId: string) => ['trash', userId, 'list'] as const,
};
