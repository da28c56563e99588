import { Menu, Text } from '@mantine/core';
import { CLOCK_REFRESH_MS, usClockTimes } from '@wms/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledButton } from './preference-menus.tsx';
import { shellSettings, useShellSettings } from './settings-store.ts';

/**
 * The three US time zones, refreshed every 60 s (IANA zones, so daylight saving is right). Choosing one
 * shows every time of the app in it (US Pacific by default); the button shows the chosen zone's time, on
 * the short bar with the zone's abbreviation (the menu names all three in full).
 */
export function UsClocks({ short = false }: { short?: boolean }) {
  const { t } = useTranslation('shell');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const { timeZone } = useShellSettings();
  const clocks = usClockTimes(now);
  const chosen = clocks.find((c) => c.zone === timeZone) ?? clocks.find((c) => c.id === 'western')!;
  return (
    <Menu trigger="click-hover" position="bottom-end">
      <Menu.Target>
        <LabelledButton
          label={t('chrome:clocks')}
        >{`${t(short ? `clock.${chosen.id}Short` : `clock.${chosen.id}`)} ${chosen.time.slice(11, 16)}`}</LabelledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('timeZoneChoose')}</Menu.Label>
        {clocks.map((clock) => (
          <Menu.Item
            key={clock.id}
            data-clock={clock.id}
            aria-current={clock.id === chosen.id ? 'true' : undefined}
            leftSection={
              clock.id === chosen.id ? '✓' : <span style={{ display: 'inline-block', width: '1ch' }} />
            }
            onClick={() => shellSettings.update({ timeZone: clock.zone })}
          >
            <Text size="sm">
              {t(`clock.${clock.id}`)}: {clock.time.slice(0, 16)}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
