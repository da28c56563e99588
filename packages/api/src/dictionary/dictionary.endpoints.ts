import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  createCategoryInput,
  createEntryInput,
  dictionaryCategorySchema,
  dictionaryEntrySchema,
  dictionaryIdInput,
  entryQuery,
  updateCategoryInput,
  updateEntryInput,
} from './dictionary.schema.ts';

const entries = '/api/v1/Dictionary/DictionaryEntry';
const categories = '/api/v1/Dictionary/DictionaryCategory';

/** Data-dictionary entries: getAll, create, update (PUT), softdelete (DELETE). */
export const dictionaryEntryEndpoints = {
  getAll: defineEndpoint({
    method: 'POST',
    path: `${entries}/getAll`,
    summary: 'Entries of a category (or all), by order index; dropdowns ask for enabled ones',
    input: entryQuery,
    output: z.array(dictionaryEntrySchema),
    access: 'session',
    mutates: false,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${entries}/create`,
    summary: 'Add an entry to a category; its value is unique in the category',
    input: createEntryInput,
    output: dictionaryEntrySchema,
    access: { functionPoint: 'develop:dictionary:create' },
    notifySuccess: true,
    successMessage: 'identity:created',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${entries}/update`,
    summary: 'Change an entry',
    input: updateEntryInput,
    output: dictionaryEntrySchema,
    access: { functionPoint: 'develop:dictionary:update' },
    notifySuccess: true,
    successMessage: 'identity:updated',
  }),
  softDelete: defineEndpoint({
    method: 'DELETE',
    path: `${entries}/softdelete`,
    summary: 'Remove an entry (kept for history)',
    input: dictionaryIdInput,
    output: z.null(),
    access: { functionPoint: 'develop:dictionary:delete' },
    notifySuccess: true,
    successMessage: 'identity:deleted',
  }),
};

/** Data-dictionary categories, with the same four calls. */
export const dictionaryCategoryEndpoints = {
  getAll: defineEndpoint({
    method: 'POST',
    path: `${categories}/getAll`,
    summary: 'Every category with its entry count',
    input: z.object({}),
    output: z.array(dictionaryCategorySchema),
    access: 'session',
    mutates: false,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${categories}/create`,
    summary: 'Add a category; its code is unique',
    input: createCategoryInput,
    output: dictionaryCategorySchema,
    access: { functionPoint: 'develop:dictionary:create' },
    notifySuccess: true,
    successMessage: 'identity:created',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${categories}/update`,
    summary: 'Rename a category',
    input: updateCategoryInput,
    output: dictionaryCategorySchema,
    access: { functionPoint: 'develop:dictionary:update' },
    notifySuccess: true,
    successMessage: 'identity:updated',
  }),
  softDelete: defineEndpoint({
    method: 'DELETE',
    path: `${categories}/softdelete`,
    summary: 'Remove a category that has no entries',
    input: dictionaryIdInput,
    output: z.null(),
    access: { functionPoint: 'develop:dictionary:delete' },
    notifySuccess: true,
    successMessage: 'identity:deleted',
  }),
};
