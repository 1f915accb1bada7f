export * from './lists.ts';
export * from './time-zones.ts';
export * from './profile-form.ts';
export * from './password.ts';
export * from './user-agent.ts';
export * from './avatar-crop.ts';
