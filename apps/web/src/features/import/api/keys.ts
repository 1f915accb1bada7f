/** Query keys of the import wizard; the templates sit under the settings row's key. */
export const importKeys = {
  history: (userId: string, accountId: string | null) =>
    ['import-batches', userId, accountId ?? 'all'] as const,
  allHistory: ['import-batches'] as const,
  templates: (userId: string) => ['user-settings', userId, 'import-templates'] as const,
};
