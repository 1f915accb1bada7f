// The dashboard's layout as a versioned document saved per trader (user_settings.dashboard_layout).
export * from './widgets.ts';
export * from './migrations.ts';
export * from './restore.ts';
export * from './edit.ts';
