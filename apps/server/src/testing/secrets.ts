import { expect } from 'vitest';
import { captchaChallenges, passwordResetCodes, sessions, users } from '../db/schema/index.ts';
import type { TestEnv } from './test-env.ts';

/**
 * Asserts that no response this env sent carries a stored secret: password hashes (`scrypt$…`),
 * session-token hashes, captcha-ticket hashes or reset-code hashes. Areas with secrets of their own
 * (carrier keys…) pass them as `extra`.
 */
export async function assertNoSecrets(env: TestEnv, extra: string[] = []): Promise<void> {
  const { db } = env.database;
  const [hashes, tokens, tickets, codes] = await Promise.all([
    db.select({ v: users.passwordHash }).from(users),
    db.select({ v: sessions.tokenHash }).from(sessions),
    db.select({ v: captchaChallenges.ticketHash }).from(captchaChallenges),
    db.select({ v: passwordResetCodes.codeHash }).from(passwordResetCodes),
  ]);
  const secrets = [...hashes, ...tokens, ...tickets, ...codes]
    .map((row) => row.v)
    .filter((v): v is string => Boolean(v));
  expect(env.responses.length).toBeGreaterThan(0);
  const leaks = env.responses.filter(
    (body) =>
      body.includes('scrypt$') ||
      secrets.some((s) => body.includes(s)) ||
      extra.some((s) => body.includes(s)),
  );
  expect(leaks).toEqual([]);
}
