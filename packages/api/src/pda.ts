/**
 * `@wms/api/pda`: what the handheld app uses (the sync protocol, PDA event payloads, the sign-in calls and
 * the few back-office endpoints it reaches), without the endpoint registry of every area, so the PDA's
 * first load stays small. A new PDA task exports its contract here too.
 */
export * from './auth/auth.endpoints.ts';
export { encryptPassword } from './auth/password-cipher.ts';
export * from './core/client.ts';
export * from './core/define-endpoint.ts';
export * from './core/errors.ts';
export * from './core/ids.ts';
export * from './pallets/pallet.endpoints.ts';
export * from './pallets/pallet.schema.ts';
export * from './pallets/pallet-events.schema.ts';
export * from './pallets/pallet-rules.ts';
export * from './pda/pick-events.schema.ts';
export * from './pda/relist.schema.ts';
export * from './pda/relist-rules.ts';
export * from './pda/stock-lookup.schema.ts';
export type { MenuItem } from './resources/resource.schema.ts';
export * from './returns/return.endpoints.ts';
export * from './returns/return-events.schema.ts';
export * from './returns/return-pda.schema.ts';
export * from './returns/return-status.ts';
export * from './shipments/receiving.schema.ts';
export * from './shipments/receiving-rules.ts';
export * from './sync/event-points.ts';
export * from './sync/sync.endpoints.ts';
export * from './sync/sync.schema.ts';
export * from './transfers/transfer-pda.schema.ts';
export * from './users/user.endpoints.ts';
