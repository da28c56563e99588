import { dictionaryCategoryEndpoints, dictionaryEntryEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { apiFor } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('data dictionary', (env) => {
  it('categories and entries: create, read in order, update, soft delete; a dropdown reads enabled ones', async () => {
    const api = await apiFor(env());
    const category = await api.ok(dictionaryCategoryEndpoints.create, {
      code: 'review-remark',
      name: '审核备注',
      nameEn: 'Review remarks',
    });
    expect(category.entryCount).toBe(0);
    const dup = await api.raw(dictionaryCategoryEndpoints.create, {
      code: 'review-remark',
      name: 'x',
      nameEn: 'x',
    });
    expect(dup.body.code).toBe('DICTIONARY_CODE_EXISTS');
    const base = { categoryCode: 'review-remark' };
    const late = await api.ok(dictionaryEntryEndpoints.create, {
      ...base,
      value: 'late',
      label: '资料不全',
      labelEn: 'Papers incomplete',
      orderIndex: 2,
    });
    await api.ok(dictionaryEntryEndpoints.create, {
      ...base,
      value: 'ok',
      label: '符合要求',
      labelEn: 'Meets the rules',
      orderIndex: 1,
    });
    const again = await api.raw(dictionaryEntryEndpoints.create, {
      ...base,
      value: 'ok',
      label: 'x',
      labelEn: 'x',
    });
    expect(again.body.code).toBe('DICTIONARY_CODE_EXISTS');
    const orphan = await api.raw(dictionaryEntryEndpoints.create, {
      categoryCode: 'nope',
      value: 'x',
      label: 'x',
      labelEn: 'x',
    });
    expect(orphan.body.code).toBe('DICTIONARY_NOT_FOUND');
    const read = await api.ok(dictionaryEntryEndpoints.getAll, { ...base, enabledOnly: true });
    expect(read.map((e) => e.value)).toEqual(['ok', 'late']);
    await api.ok(dictionaryEntryEndpoints.update, {
      id: late.id,
      value: 'late',
      label: '资料不全',
      labelEn: 'Papers incomplete',
      orderIndex: 2,
      isDisabled: true,
    });
    expect(
      (await api.ok(dictionaryEntryEndpoints.getAll, { ...base, enabledOnly: true })).map((e) => e.value),
    ).toEqual(['ok']);
    const hasEntries = await api.raw(dictionaryCategoryEndpoints.softDelete, { id: category.id });
    expect(hasEntries.body.code).toBe('DICTIONARY_HAS_ENTRIES');
    for (const entry of await api.ok(dictionaryEntryEndpoints.getAll, base))
      await api.ok(dictionaryEntryEndpoints.softDelete, { id: entry.id });
    await api.ok(dictionaryCategoryEndpoints.softDelete, { id: category.id });
    expect(await api.ok(dictionaryCategoryEndpoints.getAll, {})).toEqual([]);
    // Another tenant sees none of it.
    const other = await apiFor(env());
    expect(await other.ok(dictionaryEntryEndpoints.getAll, {})).toEqual([]);
  });
});
