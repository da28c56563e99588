import { ApiError, authRoutes, createFetchClient } from '@wms/api/login';
import { describe, expect, inject, it } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server (apps/server/src/testing/component-server.ts). */
    apiUrl: string;
  }
}

/** The login's fetch client against the real server (component project): same answers as the ky client. */
const client = (locale: string, baseUrl: string = inject('apiUrl')) =>
  createFetchClient({
    baseUrl,
    system: 'backoffice',
    getToken: () => null,
    getLocale: () => locale,
    text: (key) => `text(${key})`,
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

describe('login fetch client', () => {
  it('gets a puzzle, and a wrong drop is refused with the server message', async () => {
    const puzzle = await client('en').call(authRoutes.getVerificationCode, {});
    expect(puzzle.width).toBeGreaterThan(puzzle.pieceSize);
    const error = await refusal(
      client('en').call(authRoutes.checkCode, { id: puzzle.id, x: 0, trace: [{ x: 0, y: 0, t: 0 }] }),
    );
    expect(error.status).toBe(200);
    expect(error.message).not.toMatch(/^text\(/);
  });

  it("refuses a login without a valid ticket in the caller's language", async () => {
    const input = { account: 'admin01', password: 'x', ticket: 'not-a-ticket' };
    const en = await refusal(client('en').call(authRoutes.login, input));
    const zh = await refusal(client('zh-CN').call(authRoutes.login, input));
    expect(en.code).toBe(zh.code);
    expect(en.message).not.toBe(zh.message);
  });

  it('shows the table text for an HTTP status, and "cannot reach the server" when nothing answers', async () => {
    const missing = { method: 'POST', path: '/api/v1/System/NoSuchCall' } as const;
    const notFound = await refusal(client('en').call(missing, {}));
    expect([notFound.status, notFound.message]).toEqual([404, 'text(http:404)']);
    const offline = await refusal(
      client('en', 'http://127.0.0.1:9').call(authRoutes.getVerificationCode, {}),
    );
    expect([offline.status, offline.code, offline.message]).toEqual([
      0,
      'NETWORK',
      'text(request:unreachable)',
    ]);
  });
});
