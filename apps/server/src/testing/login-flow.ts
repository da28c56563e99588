import { authEndpoints, type Endpoint, encryptPassword } from '@wms/api';
import { humanDragTrace } from '@wms/test-support/slider-solver';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { captchaChallenges } from '../db/schema/index.ts';
import type { TestEnv } from './test-env.ts';

export interface FlowOptions {
  system?: 'backoffice' | 'pda';
  ip?: string;
  locale?: string;
  /** An X-Forwarded-For header, as a client might forge one. */
  forwardedFor?: string;
}

/** A different loopback address per call unless a test names one, so only throttle tests meet the limit. */
const someAddress = () =>
  `127.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** Posts to an auth endpoint as a browser would (System header, client address). */
export function postAs(env: TestEnv, endpoint: Endpoint, body: unknown, options: FlowOptions = {}) {
  return env.app.inject({
    method: 'POST',
    url: endpoint.path,
    remoteAddress: options.ip ?? someAddress(),
    headers: {
      system: options.system ?? 'backoffice',
      'content-language': options.locale ?? 'en',
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    payload: body as Record<string, unknown>,
  });
}

/**
 * A captcha ticket earned the real way, with the answer read from the database the test owns
 * (the product has no bypass: docs/architecture.md#identity-and-permissions).
 */
export async function captchaTicket(env: TestEnv, options: FlowOptions = {}): Promise<string> {
  const puzzle = (await postAs(env, authEndpoints.getVerificationCode, {}, options)).json().data;
  const [row] = await env.database.db
    .select({ answerX: captchaChallenges.answerX })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.id, puzzle.id));
  const x = row!.answerX;
  const checked = (
    await postAs(env, authEndpoints.checkCode, { id: puzzle.id, x, trace: humanDragTrace(x) }, options)
  ).json();
  if (!checked.success) throw new Error(`CheckCode refused: ${checked.code}`);
  return checked.data.ticket;
}

/** GetVerificationCode → CheckCode → CoustomerValidate, returning the raw response. */
export async function loginThroughCaptcha(
  env: TestEnv,
  account: string,
  password: string,
  options: FlowOptions = {},
): Promise<LightMyRequestResponse> {
  const ticket = await captchaTicket(env, options);
  const body = { account, password: await encryptPassword(password), ticket };
  return postAs(env, authEndpoints.login, body, options);
}

/** The token of a successful real login; throws with the refusal otherwise. */
export async function tokenThroughCaptcha(
  env: TestEnv,
  account: string,
  password: string,
  options: FlowOptions = {},
) {
  const res = (await loginThroughCaptcha(env, account, password, options)).json();
  if (!res.success) throw new Error(`login refused: ${res.code} ${res.message}`);
  return res.data.accessToken as string;
}
