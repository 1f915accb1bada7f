/** Query keys of the profile. Every key starts with ['profile', userId]. */
export const profileKeys = {
  all: (userId: string) => ['profile', userId] as const,
  row: (userId: string) => ['profile', userId, 'row'] as const,
  avatarUrl: (userId: string, path: string) => ['profile', userId, 'avatar-url', path] as const,
};
