import { describe, expect, it } from 'vitest';
import { loginFormErrors, safeRedirect } from './login-form.ts';

/** The message per field, as the form shows it. */
const messages = (input: { account: string; password: string }) =>
  Object.values(loginFormErrors({ service: 'backoffice', ...input }));

describe('login form rules', () => {
  it('needs a 5–25 character account of letters and digits and a password', () => {
    expect(messages({ account: '', password: '' })).toEqual([
      'shell:accountRequired',
      'shell:passwordRequired',
    ]);
    expect(messages({ account: 'ab', password: 'x' })).toEqual(['shell:accountLength']);
    expect(messages({ account: 'a'.repeat(26), password: 'x' })).toEqual(['shell:accountLength']);
    expect(messages({ account: 'admin-01', password: 'x' })).toEqual(['shell:accountPattern']);
    expect(messages({ account: '  admin01 ', password: '   ' })).toEqual(['shell:passwordRequired']);
    expect(messages({ account: '  admin01 ', password: ' Admin12345 ' })).toEqual([]);
  });

  it('redirects only inside the app', () => {
    expect(safeRedirect('/order/list?x=1')).toBe('/order/list?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
