import type { ViewMap } from '../../app/view-map.ts';

const list = () => import('./transfers.resource.tsx');
const form = () => import('./transfer-form-page.tsx');
const audit = () => import('./transfer-audit-page.tsx').then((m) => ({ default: m.TransferAuditPage }));
const freightForm = () => form().then((m) => ({ default: m.FreightFormPage }));
const transportForm = () => form().then((m) => ({ default: m.TransportFormPage }));

/** Freight, trucking and transport orders (catalogue area `transfers`). */
export const transferViews: ViewMap = {
  'transfers/freight-trucking': () => list().then((m) => ({ default: m.FreightTruckingPage })),
  'transfers/transport': () => list().then((m) => ({ default: m.TransportOrdersPage })),
  'transfers/freight-trucking-add': freightForm,
  'transfers/freight-edit': freightForm,
  'transfers/trucking-edit': freightForm,
  'transfers/transport-add': transportForm,
  'transfers/freight-audit': audit,
  'transfers/trucking-audit': audit,
  'transfers/transport-forecast-audit': audit,
  'transfers/ltl': () => import('./ltl.resource.tsx').then((m) => ({ default: m.LtlPage })),
};
