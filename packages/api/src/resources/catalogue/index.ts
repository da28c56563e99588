import type { CatalogueEntry } from './catalogue.ts';
import { customerPages, financePages } from './commercial.catalogue.ts';
import {
  orderPages,
  pickingPages,
  returnPages,
  transferPages,
  workOrderPages,
} from './outbound.catalogue.ts';
import { developPages, systemPages, warehousePages } from './settings.catalogue.ts';
import { pdaPages, shellPages } from './shell.catalogue.ts';
import { inventoryPages, productPages, shipmentPages } from './stock.catalogue.ts';

export type { CatalogueEntry } from './catalogue.ts';

/** Every menu and page, top-level entries numbered in the order the navbar shows them. */
export const resourceCatalogue: readonly CatalogueEntry[] = [
  shellPages,
  orderPages,
  transferPages,
  shipmentPages,
  pickingPages,
  returnPages,
  workOrderPages,
  inventoryPages,
  productPages,
  customerPages,
  financePages,
  warehousePages,
  systemPages,
  developPages,
  pdaPages,
].flatMap((entries, areaIndex) =>
  entries.map((entry) =>
    entry.parentCode === null && entry.resourceType === 1
      ? { ...entry, orderIndex: (areaIndex + 1) * 100 }
      : entry,
  ),
);
