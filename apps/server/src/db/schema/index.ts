export * from './columns.ts';
export * from './identity.ts';
export * from './notices.ts';
export * from './resources.ts';
export * from './tasks.ts';
export * from './tenants.ts';
export * from './users.ts';
