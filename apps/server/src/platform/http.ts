import { ErrorCode, SUCCESS_CODE } from '@wms/api';
import { type Locale, resolveLocale, translate } from '@wms/i18n/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BizError, HttpError } from './errors.ts';

/** The request's language: `Content-Language` as the clients send it, else `Accept-Language`. */
export function localeOf(request: FastifyRequest): Locale {
  const header = request.headers['content-language'] ?? request.headers['accept-language'];
  return resolveLocale(Array.isArray(header) ? header[0] : header);
}

export function ok<T>(data: T, message = '') {
  return { success: true, code: SUCCESS_CODE, message, data };
}

export function failure(
  locale: Locale,
  code: string,
  params?: Record<string, string | number>,
  data: unknown = null,
) {
  return { success: false, code, message: translate(locale, `errors:${code}`, params), data };
}

interface ZodIssueLike {
  code?: string;
  path?: PropertyKey[];
  instancePath?: string;
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  values?: unknown[];
  keys?: string[];
}

/** Names the field and says what is wrong with it, in the request's language. */
export function describeIssue(locale: Locale, issue: ZodIssueLike): { field: string; reason: string } {
  const path = issue.path?.length
    ? issue.path.map(String).join('.')
    : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field =
    issue.code === 'unrecognized_keys' && issue.keys?.length ? issue.keys.join(', ') : path || 'body';
  const v = (key: string, params?: Record<string, string | number>) =>
    translate(locale, `validation:${key}`, params);
  // A schema's own message is an i18n key such as `validation:passwordAgain`.
  if (issue.message && /^[a-z]+:[\w.]+$/i.test(issue.message))
    return { field, reason: translate(locale, issue.message) };
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return { field, reason: issue.message?.endsWith('received undefined') ? v('required') : v('invalid') };
    case 'too_small':
      return {
        field,
        reason: text
          ? v('tooShort', { min: Number(issue.minimum) })
          : v('tooSmall', { min: Number(issue.minimum) }),
      };
    case 'too_big':
      return {
        field,
        reason: text
          ? v('tooLong', { max: Number(issue.maximum) })
          : v('tooBig', { max: Number(issue.maximum) }),
      };
    case 'invalid_value':
      return { field, reason: v('notOneOf', { values: (issue.values ?? []).map(String).join(', ') }) };
    case 'unrecognized_keys':
      return { field, reason: v('unknownField') };
    default:
      return { field, reason: v('invalid') };
  }
}

/**
 * Refusals (docs/architecture.md#contract): business refusals are 200 + `success:false`; validation is 400
 * naming the field; transport and auth failures keep their HTTP status; a 500 hides internals and logs the
 * request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    if (error instanceof BizError)
      return reply.status(200).send(failure(locale, error.code, error.params, error.data));
    if (error instanceof HttpError) return reply.status(error.status).send(failure(locale, error.code));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) =>
        describeIssue(locale, {
          ...(v.params as ZodIssueLike),
          code: v.keyword,
          message: v.message,
          instancePath: v.instancePath,
        }),
      );
      const first = issues[0] ?? { field: 'body', reason: translate(locale, 'validation:invalid') };
      return reply.status(400).send(failure(locale, ErrorCode.validation, first, { issues }));
    }
    if (
      error.statusCode === 400 ||
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send(
        failure(locale, ErrorCode.validation, {
          field: 'body',
          reason: translate(locale, 'validation:invalid'),
        }),
      );
    }
    if (error.statusCode === 413 || error.statusCode === 415) {
      return reply.status(error.statusCode).send(
        failure(locale, ErrorCode.validation, {
          field: 'body',
          reason: translate(locale, 'validation:invalid'),
        }),
      );
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply
      .status(500)
      .send({ ...failure(locale, ErrorCode.internal), data: { requestId: request.id } });
  });
}
