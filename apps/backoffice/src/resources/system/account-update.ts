import { type UserDetail, updateUserInput } from '@wms/api';

/**
 * The full update of an account from its detail with some fields changed: the focused dialogs (PDA menus,
 * WMS configuration) save one part of an account and keep the rest as it is.
 */
export function accountUpdate(
  detail: UserDetail,
  patch: Partial<{ extraFunctionPoints: string[]; warehouseIds: string[]; customerIds: string[] }>,
) {
  return updateUserInput.parse({
    id: detail.id,
    displayName: detail.displayName,
    email: detail.email,
    phone: detail.phone,
    roleId: detail.roleId,
    customerId: detail.customerId,
    extraFunctionPoints: detail.extraFunctionPoints,
    warehouseIds: detail.warehouseList.map((w) => w.warehouseId),
    customerIds: detail.customerList.map((c) => c.customerId),
    locale: detail.locale,
    isDisabled: detail.isDisabled,
    remark: detail.remark,
    ...patch,
  });
}
