/** English resources, one line per namespace (kept sorted so parallel additions merge cleanly). */
import { chrome } from './chrome.ts';
import { common } from './common.ts';
import { customers } from './customers.ts';
import { develop } from './develop.ts';
import { errors, http, request } from './errors.ts';
import { finance } from './finance.ts';
import { home } from './home.ts';
import { identity } from './identity.ts';
import { imports } from './imports.ts';
import { inventory } from './inventory.ts';
import { mail } from './mail.ts';
import { masterdata } from './masterdata.ts';
import { orders } from './orders.ts';
import { pda } from './pda.ts';
import { picking } from './picking.ts';
import { print } from './print.ts';
import { products } from './products.ts';
import { receiving } from './receiving.ts';
import { resource } from './resource.ts';
import { returns } from './returns.ts';
import { settings } from './settings.ts';
import { shell } from './shell.ts';
import { shipments } from './shipments.ts';
import { sysSettings } from './sys-settings.ts';
import { tasks } from './tasks.ts';
import { tenants } from './tenants.ts';
import { transfer } from './transfer.ts';
import { validation } from './validation.ts';
import { workOrders } from './work-orders.ts';

export const en = {
  chrome,
  common,
  customers,
  develop,
  errors,
  finance,
  home,
  http,
  identity,
  imports,
  inventory,
  mail,
  masterdata,
  orders,
  pda,
  picking,
  print,
  products,
  receiving,
  request,
  resource,
  returns,
  settings,
  shell,
  shipments,
  sysSettings,
  tasks,
  tenants,
  transfer,
  validation,
  workOrders,
};
