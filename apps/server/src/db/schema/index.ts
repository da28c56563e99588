export * from './columns.ts';
export * from './pallets.ts';
export * from './sync.ts';
export * from './tasks.ts';
export * from './tenants.ts';
export * from './users.ts';
