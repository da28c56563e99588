import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, type SliderPuzzle, uuidv7 } from '@wms/api';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { captchaChallenges } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import { makePuzzle, PUZZLE } from './captcha-image.ts';
import { DROP_TOLERANCE_PX, type TracePoint, traceLooksHuman } from './trace-check.ts';

const CHALLENGE_TTL_MS = 2 * 60 * 1000;
const TICKET_TTL_MS = 2 * 60 * 1000;
/** Old puzzles are swept when new ones are made; an hour keeps the rows for diagnosis. */
const KEEP_MS = 60 * 60 * 1000;
/**
 * Puzzles one address may ask for per window: twice its login attempts (a person misses a drag now and
 * then), at least 60. Each puzzle is a row and a rendered image, so an anonymous loop must not make more.
 */
export const CAPTCHA_WINDOW_MS = 10 * 60 * 1000;
export const captchaLimit = (loginAttemptsPerAddress: number) => Math.max(60, 2 * loginAttemptsPerAddress);

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * The slider captcha (docs/architecture.md#identity-and-permissions). Puzzles and tickets live in the
 * database, so any instance can check what another issued; both are single use. The product has no bypass:
 * tests read the answer from the database they own.
 */
export const captchaService = {
  async create(db: Db, ip: string, now: Date, limit = captchaLimit(0)): Promise<SliderPuzzle> {
    await db
      .delete(captchaChallenges)
      .where(lt(captchaChallenges.expiresAt, new Date(now.getTime() - KEEP_MS)));
    const [recent] = await db
      .select({ n: count() })
      .from(captchaChallenges)
      .where(
        and(
          eq(captchaChallenges.ip, ip),
          gt(captchaChallenges.createdAt, new Date(now.getTime() - CAPTCHA_WINDOW_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= limit) throw new BizError(ErrorCode.captchaTooFrequent);
    const puzzle = makePuzzle();
    const id = uuidv7(now.getTime());
    const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
    await db.insert(captchaChallenges).values({
      id,
      answerX: puzzle.answerX,
      pieceY: puzzle.pieceY,
      ip,
      createdAt: now,
      expiresAt,
    });
    return {
      id,
      backgroundImage: puzzle.backgroundImage,
      pieceImage: puzzle.pieceImage,
      width: PUZZLE.width,
      height: PUZZLE.height,
      pieceSize: PUZZLE.piece,
      pieceY: puzzle.pieceY,
      expiresAt: expiresAt.toISOString(),
    };
  },

  /** Consumes the puzzle whatever the outcome; a good drop and trace earn a one-time login ticket. */
  async check(db: Db, input: { id: string; x: number; trace: TracePoint[] }, now: Date) {
    const [challenge] = await db
      .update(captchaChallenges)
      .set({ checkedAt: now })
      .where(
        and(
          eq(captchaChallenges.id, input.id),
          isNull(captchaChallenges.checkedAt),
          gt(captchaChallenges.expiresAt, now),
        ),
      )
      .returning({ answerX: captchaChallenges.answerX });
    const solved =
      challenge !== undefined &&
      Math.abs(input.x - challenge.answerX) <= DROP_TOLERANCE_PX &&
      traceLooksHuman(input.trace, input.x);
    if (!solved) throw new BizError(ErrorCode.captchaFailed);
    const ticket = randomBytes(24).toString('base64url');
    await db
      .update(captchaChallenges)
      .set({ ticketHash: hashTicket(ticket), ticketExpiresAt: new Date(now.getTime() + TICKET_TTL_MS) })
      .where(eq(captchaChallenges.id, input.id));
    return { ticket };
  },

  /** Spends a login ticket; false when it is unknown, used or expired. */
  async consumeTicket(tx: Executor, ticket: string, now: Date): Promise<boolean> {
    const spent = await tx
      .update(captchaChallenges)
      .set({ ticketUsedAt: now })
      .where(
        and(
          eq(captchaChallenges.ticketHash, hashTicket(ticket)),
          isNull(captchaChallenges.ticketUsedAt),
          gt(captchaChallenges.ticketExpiresAt, now),
        ),
      )
      .returning({ id: captchaChallenges.id });
    return spent.length === 1;
  },
};
