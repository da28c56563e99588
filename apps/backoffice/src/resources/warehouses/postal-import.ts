import { IMPORT_MAX_BYTES, warehouseEndpoints } from '@wms/api';
import { type ImportDefinition, importTemplates, workbookImport } from '@wms/ui';

export const POSTAL_KINDS = ['zipCode', 'zone'] as const;

/** The territory and postal-code import (zipCode and zone kinds, Base/Warehouse/BatchCreatePostalcode). */
export function postalImport(
  kinds: readonly (typeof POSTAL_KINDS)[number][] = POSTAL_KINDS,
): ImportDefinition {
  return {
    types: kinds.map((kind) => ({
      value: kind,
      label: `settings:importKind.${kind}` as const,
      templates: importTemplates(kind),
    })),
    accept: ['.xlsx'],
    maxBytes: IMPORT_MAX_BYTES,
    run: workbookImport(warehouseEndpoints.batchCreatePostalcode, {}),
  };
}
