import { Menu, Text } from '@mantine/core';
import { CLOCK_REFRESH_MS, usClockTimes } from '@wms/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledButton } from './preference-menus.tsx';

/**
 * The three US time zones, refreshed every 60 s (IANA zones, so daylight saving is right). On the short
 * bar the button names the zone by its abbreviation (the menu names all three in full).
 */
export function UsClocks({ short = false }: { short?: boolean }) {
  const { t } = useTranslation('shell');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const clocks = usClockTimes(now);
  const western = clocks.find((c) => c.id === 'western')!;
  return (
    <Menu trigger="click-hover" position="bottom-end">
      <Menu.Target>
        <LabelledButton
          label={t('chrome:clocks')}
        >{`${t(short ? 'clock.westernShort' : 'clock.western')} ${western.time.slice(11, 16)}`}</LabelledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('timeZone')}</Menu.Label>
        {clocks.map((clock) => (
          <Menu.Item key={clock.id} component="div" data-clock={clock.id}>
            <Text size="sm">
              {t(`clock.${clock.id}`)}: {clock.time.slice(0, 16)}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
