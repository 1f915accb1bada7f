export * from './archive.ts';
export * from './catalogue.ts';
export * from './plan.ts';
