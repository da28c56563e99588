import { type FormEvent, useState } from 'react';

export interface LoginForm {
  account: string;
  password: string;
  service: 'backoffice' | 'pda';
}
type Field = keyof LoginForm;

const ACCOUNT = /^[A-Za-z0-9]+$/;

/**
 * The login rules with the shell's own messages (i18n keys): trimmed, 5–25 letters and digits,
 * password required. Plain code rather than zod, so the login page loads without it.
 */
export function loginFormErrors(values: LoginForm): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const account = values.account.trim();
  if (!account) errors.account = 'shell:accountRequired';
  else if (account.length < 5 || account.length > 25) errors.account = 'shell:accountLength';
  else if (!ACCOUNT.test(account)) errors.account = 'shell:accountPattern';
  if (!values.password.trim()) errors.password = 'shell:passwordRequired';
  return errors;
}

/** The login form's state: values, errors shown after a blur or a submit, input props for Mantine. */
export function useLoginForm(initial: LoginForm, translate: (key: string) => string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const check = (next: LoginForm, field?: Field) => {
    const all = loginFormErrors(next);
    setErrors((shown) => (field ? { ...shown, [field]: all[field] } : all));
    return all;
  };
  const inputProps = <F extends Field>(field: F) => ({
    value: values[field],
    error: errors[field] ? translate(errors[field]) : undefined,
    onChange: (event: { currentTarget: { value: string } } | string) => {
      const value = typeof event === 'string' ? event : event.currentTarget.value;
      const next = { ...values, [field]: value };
      setValues(next);
      if (errors[field]) check(next, field);
    },
    onBlur: () => check(values, field),
  });
  const onSubmit = (handle: (values: LoginForm) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(check(values)).length === 0) handle(values);
  };
  return { values, inputProps, onSubmit };
}

/** Only same-app paths are redirect targets, never another origin. */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/';
}
