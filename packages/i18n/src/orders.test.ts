import { orderActionNames, orderPickStatuses, orderStatuses, palletCodeStates, pickStates } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { LOCALES, translate } from './messages.ts';

describe('orders labels', () => {
  const keys = [
    ...orderStatuses.map((s) => `status.${s}`),
    ...orderActionNames.map((a) => `action.${a}`),
    ...orderPickStatuses.map((s) => `pickStatus.${s}`),
  ];
  const pickingKeys = [
    ...pickStates.map((s) => `pickState.${s}`),
    ...palletCodeStates.map((s) => `palletCodeState.${s}`),
  ];

  it('labels every status, action, pick and pallet code state in both languages', () => {
    for (const locale of LOCALES) {
      for (const key of keys)
        expect(translate(locale, `orders:${key}`), `${locale} ${key}`).not.toBe(`orders:${key}`);
      for (const key of pickingKeys)
        expect(translate(locale, `picking:${key}`), `${locale} ${key}`).not.toBe(`picking:${key}`);
    }
  });

  it('uses the glossary terms in Chinese', () => {
    expect(translate('zh-CN', 'orders:status.toBeDelivered')).toBe('待发货');
    expect(translate('zh-CN', 'orders:status.postponed')).toBe('暂缓发货');
    expect(translate('zh-CN', 'orders:pickStatus.toBeScanned')).toBe('待扫描');
    expect(translate('zh-CN', 'picking:palletCodeState.finished')).toBe('已完结');
  });
});
