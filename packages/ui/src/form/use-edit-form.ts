import type { UseFormInput } from '@mantine/form';
import { ApiError, type Endpoint, type EndpointInput, type EndpointOutput } from '@wms/api';
import type { z } from 'zod';
import { useApiQuery } from '../data/use-api.ts';
import { useFormFill, useZodForm } from './zod-form.ts';

type FormValues<S extends z.ZodType> = z.input<S> & Record<string, unknown>;

export interface EditFormOptions<E extends Endpoint, S extends z.ZodType> {
  /** The form of a new record, and of an existing one until it is loaded. */
  initialValues: FormValues<S>;
  /** The loaded record as form values. */
  toValues: (record: EndpointOutput<E>) => FormValues<S>;
  /** Saves valid values. A refusal was already shown by the request layer; the form keeps what was typed. */
  save: (values: FormValues<S>) => Promise<unknown>;
  form?: Omit<UseFormInput<FormValues<S>>, 'validate' | 'initialValues'>;
}

/**
 * An edit screen's form: load the record by id (`getEndpoint` takes `{ id }`), fill the form once per
 * record, then save. Without an id it is a create form. `loading` holds while an id's record is on its way.
 */
export function useEditForm<E extends Endpoint, S extends z.ZodType>(
  getEndpoint: E,
  id: string | null | undefined,
  schema: S,
  options: EditFormOptions<E, S>,
) {
  const form = useZodForm<S, FormValues<S>>(schema, {
    ...options.form,
    initialValues: options.initialValues,
  });
  const query = useApiQuery(getEndpoint, { id: id ?? '' } as EndpointInput<E>, { enabled: Boolean(id) });
  const record = id ? query.data : undefined;
  useFormFill(form, record ? id : null, () => record && options.toValues(record));
  const submit = form.onSubmit(async (values) => {
    try {
      await options.save(values);
    } catch (error) {
      // The request layer has shown the refusal.
      if (!(error instanceof ApiError)) throw error;
    }
  });
  return { form, record, loading: Boolean(id) && !record, submit };
}
