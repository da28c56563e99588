import { Badge } from '@mantine/core';
import { EXPORT_FIELDS, type OrderRow } from '@wms/api';
import type { ColumnDefinition } from '@wms/ui';
import { useTranslation } from 'react-i18next';

type Column = ColumnDefinition<OrderRow>;

const STATUS_COLORS = {
  pending: 'blue',
  toBeDelivered: 'cyan',
  shipped: 'green',
  outOfStock: 'orange',
  exception: 'red',
  logisticsException: 'red',
  postponed: 'yellow',
  onHold: 'gray',
  cancelled: 'gray',
  removed: 'dark',
};
const flag = { prefix: 'orders:flag', colors: { true: 'red', false: 'gray' } };

/** Only hot orders are marked; a column of "No" badges would hide them. */
function HotBadge({ hot }: { hot: boolean }) {
  const { t } = useTranslation();
  return hot ? <Badge color="red">{t('orders:isHot')}</Badge> : null;
}

/** The list's columns: what an operator scans for; the other order fields are in the detail. */
export const orderColumns: readonly Column[] = [
  { accessor: 'orderNo', title: 'orders:orderNo', sortable: true },
  {
    accessor: 'status',
    title: 'orders:processingStatus',
    status: { prefix: 'orders:status', colors: STATUS_COLORS },
  },
  { accessor: 'pickStatus', title: 'orders:pickStatus', status: { prefix: 'orders:pickStatus' } },
  { accessor: 'isHot', title: 'orders:isHot', render: (row) => <HotBadge hot={row.isHot} /> },
  { accessor: 'customerName', title: 'orders:customer' },
  { accessor: 'warehouseName', title: 'orders:warehouse' },
  { accessor: 'skuSummary', title: 'orders:sku' },
  { accessor: 'receiverName', title: 'orders:receiverName' },
  { accessor: 'state', title: 'orders:state' },
  { accessor: 'carrier', title: 'orders:carrier', codeText: 'orders:carrierName' },
  { accessor: 'trackingNo', title: 'orders:trackingNo' },
  { accessor: 'totalWeight', title: 'orders:totalWeight', kind: 'lb' },
  { accessor: 'estimatedFreight', title: 'orders:estimatedFreight', kind: 'money' },
  { accessor: 'orderTime', title: 'orders:orderTime', kind: 'datetime', sortable: true },
];

/** Every header and recipient field of an order. */
export const orderDetailFields: readonly Column[] = [
  { accessor: 'orderNo', title: 'orders:orderNo' },
  { accessor: 'recordNo', title: 'orders:recordNo' },
  { accessor: 'orderTime', title: 'orders:orderTime', kind: 'datetime' },
  { accessor: 'storeName', title: 'orders:store' },
  { accessor: 'platform', title: 'orders:platform', codeText: 'orders:platformName' },
  { accessor: 'warehouseName', title: 'orders:shippingWarehouse' },
  { accessor: 'customerName', title: 'orders:customer' },
  { accessor: 'customerReference1', title: 'orders:customerReference1' },
  { accessor: 'customerReference2', title: 'orders:customerReference2' },
  { accessor: 'orderAmount', title: 'orders:orderAmount', kind: 'money' },
  { accessor: 'weight', title: 'orders:weight', kind: 'lb' },
  { accessor: 'length', title: 'orders:length', kind: 'in' },
  { accessor: 'width', title: 'orders:width', kind: 'in' },
  { accessor: 'height', title: 'orders:height', kind: 'in' },
  { accessor: 'packageNum', title: 'orders:packageNumber' },
  { accessor: 'totalWeight', title: 'orders:totalWeight', kind: 'lb' },
  { accessor: 'estimatedFreight', title: 'orders:estimatedFreight', kind: 'money' },
  { accessor: 'orderDuration', title: 'orders:orderDuration', kind: 'hours' },
  { accessor: 'labelCreatedAt', title: 'orders:labelCreationDate', kind: 'datetime' },
  { accessor: 'scanTime', title: 'orders:scanTime', kind: 'datetime' },
  {
    accessor: 'status',
    title: 'orders:processingStatus',
    status: { prefix: 'orders:status', colors: STATUS_COLORS },
  },
  { accessor: 'pickStatus', title: 'orders:pickStatus', status: { prefix: 'orders:pickStatus' } },
  { accessor: 'pickListNo', title: 'picking:pickList' },
  { accessor: 'abnormalReason', title: 'orders:abnormalReason' },
  { accessor: 'carrier', title: 'orders:carrier', codeText: 'orders:carrierName' },
  { accessor: 'trackingNo', title: 'orders:trackingNo' },
  { accessor: 'deliverAccount', title: 'orders:deliverAccount' },
  { accessor: 'costAccount', title: 'orders:costAccount' },
  { accessor: 'signType', title: 'orders:signatureType', status: { prefix: 'orders:signType' } },
  { accessor: 'service', title: 'orders:service' },
  { accessor: 'parcel', title: 'orders:parcel' },
  { accessor: 'isMultiPackage', title: 'orders:multiPackage', status: flag },
  { accessor: 'receiverName', title: 'orders:receiverName' },
  { accessor: 'phone', title: 'orders:phone' },
  { accessor: 'email', title: 'orders:email' },
  { accessor: 'country', title: 'orders:country' },
  { accessor: 'state', title: 'orders:state' },
  { accessor: 'city', title: 'orders:city' },
  { accessor: 'postalCode', title: 'orders:postalCode' },
  { accessor: 'address1', title: 'orders:address1' },
  { accessor: 'address2', title: 'orders:address2' },
  { accessor: 'isResidential', title: 'orders:isResidential', status: flag },
  { accessor: 'skuSummary', title: 'orders:sku' },
  { accessor: 'itemQty', title: 'orders:saleNum' },
  { accessor: 'remark', title: 'orders:remark' },
];

export const orderExportFields = EXPORT_FIELDS.order.map((key) => ({
  key,
  label: `imports:col.${key}` as const,
}));
