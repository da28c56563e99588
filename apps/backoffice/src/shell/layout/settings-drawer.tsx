import {
  Button,
  ColorSwatch,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shellSettings, THEME_PRESETS, useShellSettings } from './settings-store.ts';
import { parseThemeColor } from './theme-color.ts';

/** The settings drawer: reload, tab icons, tab position, tab style, theme colour (kept across reloads). */
export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const settings = useShellSettings();
  const [color, setColor] = useState(settings.themeColor);
  const invalid = parseThemeColor(color) === null;
  const applyColor = (value: string) => {
    setColor(value);
    const hex = parseThemeColor(value);
    if (hex) shellSettings.update({ themeColor: hex });
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('settings')} size={320}>
      <Stack>
        <Button variant="light" onClick={() => globalThis.location.reload()}>
          {t('reload')}
        </Button>
        <Switch
          label={t('tabIcons')}
          checked={settings.tabIcons}
          onChange={(e) => shellSettings.update({ tabIcons: e.currentTarget.checked })}
        />
        <Stack gap={4}>
          <Text size="sm">{t('tabPosition')}</Text>
          <SegmentedControl
            aria-label={t('tabPosition')}
            value={settings.tabPosition}
            onChange={(v) => shellSettings.update({ tabPosition: v as 'top' | 'bottom' })}
            data={[
              { value: 'top', label: t('tabPosition.top') },
              { value: 'bottom', label: t('tabPosition.bottom') },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm">{t('tabStyle')}</Text>
          <SegmentedControl
            aria-label={t('tabStyle')}
            value={settings.tabStyle}
            onChange={(v) => shellSettings.update({ tabStyle: v as 'default' | 'stacked' })}
            data={[
              { value: 'default', label: t('tabStyle.default') },
              { value: 'stacked', label: t('tabStyle.stacked') },
            ]}
          />
        </Stack>
        <TextInput
          label={t('themeColor')}
          value={color}
          onChange={(e) => applyColor(e.currentTarget.value)}
          error={invalid ? t('themeColorInvalid') : null}
        />
        <Group gap={6}>
          {THEME_PRESETS.map((preset) => (
            <ColorSwatch
              key={preset}
              component="button"
              type="button"
              color={preset}
              aria-label={t('chrome:presetColor', { color: preset })}
              onClick={() => applyColor(preset)}
            />
          ))}
        </Group>
      </Stack>
    </Drawer>
  );
}
