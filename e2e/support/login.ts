/**
 * Logs in through the real auth flow for e2e specs: puzzle → solve it from its images → CheckCode →
 * CoustomerValidate with the encrypted password. Back-office and PDA specs use the token it returns.
 */
import type { APIRequestContext } from '@playwright/test';
import { authEndpoints, type Endpoint, encryptPassword, type LoginResult } from '@wms/api';
import { solveSlider } from '@wms/test-support/slider-solver';

export type AppSystem = 'backoffice' | 'pda';

async function post<T>(
  request: APIRequestContext,
  endpoint: Endpoint,
  data: unknown,
  system: AppSystem,
): Promise<T> {
  const response = await request.post(endpoint.path, {
    data,
    headers: { System: system, 'Content-Language': 'en' },
  });
  const envelope = (await response.json()) as { success: boolean; code: string; message: string; data: T };
  if (!envelope.success) throw new Error(`${endpoint.path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** A one-time captcha ticket, earned by solving a fresh puzzle (retries if the drop misses). */
export async function captchaTicket(
  request: APIRequestContext,
  system: AppSystem = 'backoffice',
): Promise<string> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const puzzle = await post<{ id: string; backgroundImage: string; pieceImage: string; pieceY: number }>(
      request,
      authEndpoints.getVerificationCode,
      {},
      system,
    );
    try {
      const { x, trace } = solveSlider(puzzle);
      return (
        await post<{ ticket: string }>(request, authEndpoints.checkCode, { id: puzzle.id, x, trace }, system)
      ).ticket;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Logs in like the login page does and returns the session (token type + access token). */
export async function apiLogin(
  request: APIRequestContext,
  account: string,
  password: string,
  system: AppSystem = 'backoffice',
): Promise<LoginResult> {
  const ticket = await captchaTicket(request, system);
  const encrypted = await encryptPassword(password.trim());
  return post<LoginResult>(request, authEndpoints.login, { account, password: encrypted, ticket }, system);
}

/** Headers for calls made with a session from `apiLogin`. */
export function sessionHeaders(session: LoginResult, system: AppSystem = 'backoffice') {
  return { Authorization: `${session.tokenType} ${session.accessToken}`, System: system };
}
