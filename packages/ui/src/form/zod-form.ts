import { type UseFormInput, useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * The text of a zod issue in the user's language. A contract schema carries the requirements' own message as an
 * i18n key (`z.string().min(1, 'resource:selectFile')`); other issues get the generic reasons the server
 * uses too (`validation:*`).
 */
export function issueText(issue: Issue, t: TFunction): string {
  if (/^[a-z][\w-]*:[\w.]+$/i.test(issue.message)) return t(issue.message);
  const text = 'origin' in issue && issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return t(
        issue.input === undefined || issue.input === '' ? 'validation:required' : 'validation:invalid',
      );
    case 'too_small':
      if (text && Number(issue.minimum) === 1) return t('validation:required');
      return t(text ? 'validation:tooShort' : 'validation:tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return t(text ? 'validation:tooLong' : 'validation:tooBig', { max: Number(issue.maximum) });
    case 'invalid_value':
      return t('validation:notOneOf', { values: issue.values.map(String).join(', ') });
    default:
      return t('validation:invalid');
  }
}

/** A @mantine/form validator from a zod schema (zod 4 is a Standard Schema; we translate the issues). */
export function zodValidate(schema: z.ZodType, t: TFunction) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issueText(issue, t);
    }
    return errors;
  };
}

/** A form whose rules are the contract's schema, so the form and the server refuse the same input. */
export function useZodForm<
  S extends z.ZodType,
  V extends Record<string, unknown> = z.input<S> & Record<string, unknown>,
>(schema: S, options: Omit<UseFormInput<V>, 'validate'> = {}) {
  const { t } = useTranslation();
  return useForm<V>({ validateInputOnBlur: true, ...options, validate: zodValidate(schema, t) });
}

/**
 * Fills a form once per key (a loaded record's id, a chosen line, the row a dialog opened for): a
 * refetch after a save, or a re-render, leaves what the user typed alone. Nothing happens while the key
 * is null or undefined, or while `values` answers undefined (the record is not loaded yet).
 */
export function useFormFill<V>(
  form: { setValues: (values: V) => void },
  key: unknown,
  values: () => V | undefined,
) {
  // the latest form and values, read when the key changes, so the effect depends on the key alone
  const latest = useRef({ form, values });
  latest.current = { form, values };
  useEffect(() => {
    if (key === null || key === undefined) return;
    const next = latest.current.values();
    if (next !== undefined) latest.current.form.setValues(next);
  }, [key]);
}
