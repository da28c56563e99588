import { Button, type ButtonProps, Menu } from '@mantine/core';
import { DATE_FORMATS, type Locale } from '@wms/i18n';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { shellSettings, useShellSettings } from './settings-store.ts';

/**
 * A navbar button that shows its current value: its accessible name is the value followed by what it
 * is, so it contains the visible text (WCAG 2.5.3) and still says what the button is for.
 */
export function LabelledButton({
  label,
  children,
  variant = 'subtle',
  size = 'compact-xs',
  ...targetProps
}: ButtonProps &
  ComponentPropsWithRef<'button'> & {
    label: string;
    children: string;
  }) {
  // Menu.Target hands its ref and handlers down through the rest props.
  return (
    <Button variant={variant} size={size} {...targetProps} aria-label={`${children}, ${label}`}>
      {children}
    </Button>
  );
}

/** The language switch (English or Chinese); on the short bar English is "EN". */
export function LanguageMenu({ short = false }: { short?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const choices: [Locale, string][] = [
    ['zh-CN', t('chinese')],
    ['en', t('english')],
  ];
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <LabelledButton label={t('language')}>
          {i18n.language === 'en' ? t(short ? 'englishShort' : 'english') : t('chinese')}
        </LabelledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map(([locale, label]) => (
          <Menu.Item key={locale} onClick={() => void i18n.changeLanguage(locale)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Year-month-day, or with hour:minute:second, for every screen at once. The bar shows the choice in a
 * word (the full pattern is the menu's and the tooltip's), so the top menus keep their room.
 */
export function DateFormatMenu() {
  const { t } = useTranslation('shell');
  const { dateFormat } = useShellSettings();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <LabelledButton label={t('dateFormat')} title={t(`dateFormat.${dateFormat}`)}>
          {t(`dateFormatShort.${dateFormat}`)}
        </LabelledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {DATE_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => shellSettings.update({ dateFormat: format })}>
            {t(`dateFormat.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
