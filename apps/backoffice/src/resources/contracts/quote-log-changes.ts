import type { MessageKey } from '@wms/i18n';

/** One line of a quote log's detail: a field with its value before (edits only) and after. */
export interface ChangeRow {
  field: string;
  label: MessageKey | null;
  before: string;
  after: string;
}

const LABELS: Record<string, MessageKey> = {
  contractNo: 'customers:contractNo',
  validFrom: 'customers:contract.validFrom',
  validTo: 'customers:validTime',
  signer: 'customers:signer',
  signTime: 'customers:signTime',
  accountSet: 'customers:accountSet',
  currency: 'customers:currency',
  fileId: 'customers:contract.file',
  quotationNo: 'customers:quotationNo',
  version: 'customers:quotation.version',
  effectiveFrom: 'customers:quotation.effectiveFrom',
  services: 'customers:quotation.services',
  warehouseCharges: 'customers:quotation.warehouseCharges',
  peakSeason: 'customers:quotation.peakSeason',
};

const text = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v))
    return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};
const isChange = (v: unknown): v is { before: unknown; after: unknown } =>
  typeof v === 'object' && v !== null && 'before' in v && 'after' in v;

/** A contract edit logs `changed: { field: { before, after } }`; other actions log plain values. */
export function changeRows(detail: Record<string, unknown>): ChangeRow[] {
  const rows: ChangeRow[] = [];
  for (const [field, value] of Object.entries(detail)) {
    if (field === 'changed' && typeof value === 'object' && value !== null) {
      for (const [name, change] of Object.entries(value)) {
        if (!isChange(change)) continue;
        rows.push({
          field: name,
          label: LABELS[name] ?? null,
          before: text(change.before),
          after: text(change.after),
        });
      }
      continue;
    }
    rows.push({ field, label: LABELS[field] ?? null, before: '', after: text(value) });
  }
  return rows;
}
