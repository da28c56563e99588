import { contractErrorCodes } from '../contracts/contract-errors.ts';
import { developErrorCodes } from '../develop/develop-errors.ts';
import { financeErrorCodes } from '../finance/finance-errors.ts';
import { mailErrorCodes } from '../mail/mail-errors.ts';
import { orderErrorCodes } from '../orders/order-errors.ts';
import { pdaErrorCodes } from '../pda/pda-errors.ts';
import { returnErrorCodes } from '../returns/return-errors.ts';
import { receivingErrorCodes } from '../shipments/receiving-errors.ts';
import { tenantErrorCodes } from '../tenants/tenant-errors.ts';
import { transferErrorCodes } from '../transfers/transfer-errors.ts';
import { workOrderErrorCodes } from '../work-orders/work-order-errors.ts';

/**
 * The error catalogue: stable codes shared by server and clients. Messages live in `@wms/i18n`
 * under `errors:<code>` so every code has a zh-CN and an en text.
 */
export const ErrorCode = {
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  internal: 'INTERNAL',
  /** Session expired. */
  sessionExpired: 'WBS00012',
  sessionReplaced: 'WBS00013',
  sessionInvalid: 'WBS00014',
  /** The user is disabled. */
  userDisabled: 'USR0015',
  /** Sync and push refused for frequency. */
  frequent: '99',
  versionDenied: 'VERSION_DENIED',
  taskNotFound: 'TASK_NOT_FOUND',
  taskNotCancellable: 'TASK_NOT_CANCELLABLE',
  taskAttemptsExhausted: 'TASK_ATTEMPTS_EXHAUSTED',
  fileNotFound: 'FILE_NOT_FOUND',
  fileLinkExpired: 'FILE_LINK_EXPIRED',
  ...orderErrorCodes,
  ...contractErrorCodes,
  ...pdaErrorCodes,
  ...returnErrorCodes,
  ...tenantErrorCodes,
  ...workOrderErrorCodes,
  ...financeErrorCodes,
  ...receivingErrorCodes,
  ...transferErrorCodes,
  ...mailErrorCodes,
  ...developErrorCodes,
  // Master data: stock and product refusals, and the field rules.
  recordNotFound: 'RECORD_NOT_FOUND',
  screenLinkInvalid: 'SCREEN_LINK_INVALID',
  dataAbnormal: 'DATA_ABNORMAL',
  selectData: 'SELECT_DATA',
  duplicateName: 'DUPLICATE_NAME',
  warehouseKeyExists: 'WAREHOUSE_KEY_EXISTS',
  warehouseInUse: 'WAREHOUSE_IN_USE',
  locationExists: 'LOCATION_EXISTS',
  locationInUse: 'LOCATION_IN_USE',
  locationWarehouse: 'LOCATION_WRONG_WAREHOUSE',
  customerCodeExists: 'CUSTOMER_CODE_EXISTS',
  customerDisabled: 'CUSTOMER_DISABLED',
  storeNameExists: 'STORE_NAME_EXISTS',
  productDuplicate: 'PRODUCT_DUPLICATE',
  productExists: 'PRODUCT_EXISTS',
  productSizeExceedsBox: 'PRODUCT_SIZE_EXCEEDS_BOX',
  productInUse: 'PRODUCT_IN_USE',
  productCustomer: 'PRODUCT_WRONG_CUSTOMER',
  combinationComponent: 'COMBINATION_COMPONENT',
  categoryInUse: 'CATEGORY_IN_USE',
  categoryParent: 'CATEGORY_PARENT',
  iconTooLarge: 'ICON_TOO_LARGE',
  saleProductExists: 'SALE_PRODUCT_EXISTS',
  stockInsufficient: 'STOCK_INSUFFICIENT',
  stockShipped: 'STOCK_SHIPPED',
  stockBelowOccupied: 'STOCK_BELOW_OCCUPIED',
  occupationReleased: 'OCCUPATION_RELEASED',
  selectProductOrLocation: 'SELECT_PRODUCT_OR_LOCATION',
  materialCodeExists: 'MATERIAL_CODE_EXISTS',
  materialInsufficient: 'MATERIAL_INSUFFICIENT',
  restockState: 'RESTOCK_STATE',
  restockOverShelve: 'RESTOCK_OVER_SHELVE',
  shipmentStatusRefused: 'SHIPMENT_STATUS_REFUSED',
  shipmentTransportNoTaken: 'SHIPMENT_TRANSPORT_NO_TAKEN',
  shipmentProductUnknown: 'SHIPMENT_PRODUCT_UNKNOWN',
  shipmentWarehouseUnavailable: 'SHIPMENT_WAREHOUSE_UNAVAILABLE',
  excelNoData: 'EXCEL_NO_DATA',
  excelNoHeader: 'EXCEL_NO_HEADER',
  uploadFormat: 'UPLOAD_FORMAT',
  uploadTooLarge: 'UPLOAD_TOO_LARGE',
  importHasErrors: 'IMPORT_HAS_ERRORS',
  importTooManyRows: 'IMPORT_TOO_MANY_ROWS',
  importNotSupported: 'IMPORT_NOT_SUPPORTED',
  exportMinFields: 'EXPORT_MIN_FIELDS',
  exportNoData: 'EXPORT_NO_DATA',
  // Identity and access
  loginFailed: 'LOGIN_FAILED',
  loginTooFrequent: 'LOGIN_TOO_FREQUENT',
  accountLocked: 'ACCOUNT_LOCKED',
  captchaRequired: 'CAPTCHA_REQUIRED',
  captchaFailed: 'CAPTCHA_FAILED',
  captchaTooFrequent: 'CAPTCHA_TOO_FREQUENT',
  pdaAccountRequired: 'PDA_ACCOUNT_REQUIRED',
  pdaAccountOnly: 'PDA_ACCOUNT_ONLY',
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  contactAdmin: 'CONTACT_ADMIN',
  resetCodeInvalid: 'RESET_CODE_INVALID',
  resetCodeTooFrequent: 'RESET_CODE_TOO_FREQUENT',
  mailNotConfigured: 'MAIL_NOT_CONFIGURED',
  userNotFound: 'USER_NOT_FOUND',
  accountExists: 'ACCOUNT_EXISTS',
  roleNotFound: 'ROLE_NOT_FOUND',
  roleCodeExists: 'ROLE_CODE_EXISTS',
  roleInUse: 'ROLE_IN_USE',
  roleIsAdmin: 'ROLE_IS_ADMIN',
  unknownResourceCode: 'UNKNOWN_RESOURCE_CODE',
  dictionaryNotFound: 'DICTIONARY_NOT_FOUND',
  dictionaryCodeExists: 'DICTIONARY_CODE_EXISTS',
  dictionaryHasEntries: 'DICTIONARY_HAS_ENTRIES',
  grantBeyondOwn: 'GRANT_BEYOND_OWN',
  userNotDeleted: 'USER_NOT_DELETED',
  cannotDeleteSelf: 'CANNOT_DELETE_SELF',
  /** A new authorisation application while one is pending. */
  authorizationPending: 'AUTHORIZATION_PENDING',
  applicationNotFound: 'APPLICATION_NOT_FOUND',
  alreadyReviewed: 'ALREADY_REVIEWED',
  resourceNotFound: 'RESOURCE_NOT_FOUND',
  resourceCodeExists: 'RESOURCE_CODE_EXISTS',
  resourceHasChildren: 'RESOURCE_HAS_CHILDREN',
  purchaseNotFound: 'PURCHASE_NOT_FOUND',
  // Notices and dashboard
  announcementNotFound: 'ANNOUNCEMENT_NOT_FOUND',
  announcementState: 'ANNOUNCEMENT_STATE',
  feedbackFileNotFound: 'FEEDBACK_FILE_NOT_FOUND',
  planWarehouseLimit: 'PLAN_WAREHOUSE_LIMIT',
  planCustomerLimit: 'PLAN_CUSTOMER_LIMIT',
  platformOnly: 'PLATFORM_ONLY',
  // Master data: stock and product refusals, and the field rules.
  // PDA sync and pallet codes
  syncUnknownEventType: 'SYNC_UNKNOWN_EVENT_TYPE',
  syncEventForbidden: 'SYNC_EVENT_FORBIDDEN',
  syncDeviceMismatch: 'SYNC_DEVICE_MISMATCH',
  syncBadCursor: 'SYNC_BAD_CURSOR',
  palletNotFound: 'PALLET_NOT_FOUND',
  palletClosed: 'PALLET_CLOSED',
  palletAlreadyClosed: 'PALLET_ALREADY_CLOSED',
  palletFinished: 'PALLET_FINISHED',
  palletEmpty: 'PALLET_EMPTY',
  palletLineNotFound: 'PALLET_LINE_NOT_FOUND',
  palletLineExists: 'PALLET_LINE_EXISTS',
  palletCartonOnPallet: 'PALLET_CARTON_ON_PALLET',
  palletCartonElsewhere: 'PALLET_CARTON_ELSEWHERE',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** These codes log the user out after 0.5 s. */
export const FORCED_LOGOUT_CODES: readonly string[] = [
  ErrorCode.sessionExpired,
  ErrorCode.sessionReplaced,
  ErrorCode.sessionInvalid,
  ErrorCode.userDisabled,
];

/** HTTP statuses that have their own message (`http:<status>` in `@wms/i18n`). */
export const HTTP_STATUS_MESSAGES = [401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505] as const;
