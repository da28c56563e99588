import { ErrorCode } from '@wms/api';

type Params = Record<string, string | number>;

/** A business refusal: HTTP 200 with `success:false`, a stable code and a localised message. */
export class BizError extends Error {
  readonly code: string;
  readonly params?: Params;
  readonly data: unknown;
  constructor(code: string, params?: Params, data: unknown = null) {
    super(code);
    this.name = 'BizError';
    this.code = code;
    this.params = params;
    this.data = data;
  }
}

/** A transport or auth failure with its HTTP status. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string) {
    super(code);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
  }
}

export const unauthorized = (code: string = ErrorCode.unauthorized) => new HttpError(401, code);
export const forbidden = () => new HttpError(403, ErrorCode.forbidden);
