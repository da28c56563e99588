import { authEndpoints } from '@wms/api';
import { decodePng, findGap, humanDragTrace, solveSlider } from '@wms/test-support/slider-solver';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchaChallenges } from '../../db/schema/index.ts';
import { postAs } from '../../testing/login-flow.ts';
import { describeEachDb, type TestEnv } from '../../testing/test-env.ts';
import { makePuzzle, PUZZLE } from './captcha-image.ts';
import { traceLooksHuman } from './trace-check.ts';

describe('slider puzzle images', () => {
  it('hides a gap that a person (the e2e solver) finds from the images alone', () => {
    for (let i = 0; i < 20; i++) {
      const puzzle = makePuzzle();
      const background = decodePng(puzzle.backgroundImage);
      const piece = decodePng(puzzle.pieceImage);
      expect([background.width, background.height, piece.width]).toEqual([
        PUZZLE.width,
        PUZZLE.height,
        PUZZLE.piece,
      ]);
      expect(Math.abs(findGap(background, piece, puzzle.pieceY) - puzzle.answerX)).toBeLessThanOrEqual(1);
    }
  });

  it('puts the gap at a random place', () => {
    const xs = new Set(Array.from({ length: 10 }, () => makePuzzle().answerX));
    expect(xs.size).toBeGreaterThan(3);
  });
});

describe('drag trace check', () => {
  const x = 150;
  it('accepts a human-like drag', () => {
    expect(traceLooksHuman(humanDragTrace(x), x)).toBe(true);
  });
  it('refuses a drag that is too short, too fast, perfectly linear or ends elsewhere', () => {
    const linear = Array.from({ length: 30 }, (_, i) => ({ x: (x * i) / 29, y: 0, t: i * 30 }));
    const fast = humanDragTrace(x).map((p) => ({ ...p, t: p.t / 10 }));
    expect(traceLooksHuman(humanDragTrace(x).slice(-5), x)).toBe(false);
    expect(traceLooksHuman(fast, x)).toBe(false);
    expect(traceLooksHuman(linear, x)).toBe(false);
    expect(traceLooksHuman(humanDragTrace(x), x + 20)).toBe(false);
    expect(traceLooksHuman([], x)).toBe(false);
  });
});

describeEachDb('CheckCode', (env) => {
  async function puzzle(e: TestEnv) {
    const res = (await postAs(e, authEndpoints.getVerificationCode, {})).json();
    const [row] = await e.database.db
      .select()
      .from(captchaChallenges)
      .where(eq(captchaChallenges.id, res.data.id));
    return { data: res.data, answer: row!.answerX, raw: JSON.stringify(res) };
  }

  it('limits the puzzles one address may ask for, and not another address’s', async () => {
    const ask = (ip: string, locale = 'en') =>
      postAs(env(), authEndpoints.getVerificationCode, {}, { ip, locale }).then((r) => r.json());
    for (let i = 0; i < 60; i++) expect((await ask('10.9.8.7')).success).toBe(true);
    expect(await ask('10.9.8.7')).toMatchObject({ success: false, code: 'CAPTCHA_TOO_FREQUENT' });
    expect((await ask('10.9.8.7', 'zh-CN')).message).toBe('此地址获取验证码过于频繁，请几分钟后再试');
    expect((await ask('10.9.8.6')).success).toBe(true);
  });

  it('serves PNG images and keeps the answer on the server', async () => {
    const { data, raw } = await puzzle(env());
    expect(data.backgroundImage).toMatch(/^data:image\/png;base64,/);
    expect(data.pieceImage).toMatch(/^data:image\/png;base64,/);
    expect(raw).not.toMatch(/answer/i);
  });

  it('gives a ticket for a good drop, once per puzzle', async () => {
    const { data, answer } = await puzzle(env());
    const body = { id: data.id, x: answer + 2, trace: humanDragTrace(answer + 2) };
    const first = (await postAs(env(), authEndpoints.checkCode, body)).json();
    expect(first).toMatchObject({ success: true, data: { ticket: expect.any(String) } });
    const again = (await postAs(env(), authEndpoints.checkCode, body)).json();
    expect(again).toMatchObject({ success: false, code: 'CAPTCHA_FAILED' });
  });

  it('refuses a miss, and the missed puzzle is spent', async () => {
    const { data, answer } = await puzzle(env());
    const miss = { id: data.id, x: answer + 10, trace: humanDragTrace(answer + 10) };
    const res = await postAs(env(), authEndpoints.checkCode, miss, { locale: 'zh-CN' });
    expect(res.json()).toMatchObject({ success: false, code: 'CAPTCHA_FAILED', message: '验证失败，请重试' });
    const hit = { id: data.id, x: answer, trace: humanDragTrace(answer) };
    expect((await postAs(env(), authEndpoints.checkCode, hit)).json().success).toBe(false);
  });

  it('refuses a scripted (linear) drag even when it hits the gap', async () => {
    const { data, answer } = await puzzle(env());
    const trace = Array.from({ length: 30 }, (_, i) => ({ x: (answer * i) / 29, y: 0, t: i * 30 }));
    expect(
      (await postAs(env(), authEndpoints.checkCode, { id: data.id, x: answer, trace })).json().code,
    ).toBe('CAPTCHA_FAILED');
  });

  it('is solved by the e2e solver from the images it serves', async () => {
    const { data } = await puzzle(env());
    const { x, trace } = solveSlider(data);
    expect((await postAs(env(), authEndpoints.checkCode, { id: data.id, x, trace })).json().success).toBe(
      true,
    );
  });
});
