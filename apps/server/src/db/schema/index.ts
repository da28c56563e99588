export * from './columns.ts';
export * from './tasks.ts';
export * from './tenants.ts';
export * from './users.ts';
