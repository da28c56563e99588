import { Button, Menu } from '@mantine/core';
import { DATE_FORMATS, type Locale } from '@wms/i18n';
import { useTranslation } from 'react-i18next';
import { shellSettings, useShellSettings } from './settings-store.ts';

/** Spec §2: the language switch (English or Chinese). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  const choices: [Locale, string][] = [
    ['zh-CN', t('chinese')],
    ['en', t('english')],
  ];
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="subtle" size="compact-xs" aria-label={t('language')}>
          {i18n.language === 'en' ? t('english') : t('chinese')}
        </Button>
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

/** Spec §2: year-month-day, or with hour:minute:second, for every screen at once. */
export function DateFormatMenu() {
  const { t } = useTranslation('shell');
  const { dateFormat } = useShellSettings();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="subtle" size="compact-xs" aria-label={t('dateFormat')}>
          {t(`dateFormat.${dateFormat}`)}
        </Button>
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
