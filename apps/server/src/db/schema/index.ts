export * from './columns.ts';
export * from './order-tasks.ts';
export * from './orders.ts';
export * from './shipping.ts';
export * from './tasks.ts';
export * from './tenants.ts';
export * from './users.ts';
