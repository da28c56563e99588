import { describe, expect, it } from 'vitest';
import { loginFormSchema, safeRedirect } from './login-form.ts';

/** The first message per field, as the form shows it. */
const messages = (input: object) => {
  const issues = loginFormSchema.safeParse({ service: 'backoffice', ...input }).error?.issues ?? [];
  const first = new Map<string, string>();
  for (const issue of issues)
    if (!first.has(String(issue.path[0]))) first.set(String(issue.path[0]), issue.message);
  return [...first.values()];
};

describe('login form rules (spec §5)', () => {
  it('needs a 5–25 character account of letters and digits and a password', () => {
    expect(messages({ account: '', password: '' })).toEqual([
      'shell:accountRequired',
      'shell:passwordRequired',
    ]);
    expect(messages({ account: 'ab', password: 'x' })).toEqual(['shell:accountLength']);
    expect(messages({ account: 'admin-01', password: 'x' })).toEqual(['shell:accountPattern']);
    expect(messages({ account: '  admin01 ', password: ' Admin12345 ' })).toEqual([]);
  });

  it('redirects only inside the app', () => {
    expect(safeRedirect('/order/list?x=1')).toBe('/order/list?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
