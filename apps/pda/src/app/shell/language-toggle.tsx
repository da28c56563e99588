import { Button } from '@mantine/core';
import type { Locale } from '@wms/i18n';
import { switchPdaLanguage } from '@wms/i18n/pda';
import { useTranslation } from 'react-i18next';

/** zh ↔ en; the choice is remembered (`@wms/i18n`). */
export function LanguageToggle() {
  const { i18n } = useTranslation();
  const next: Locale = i18n.language === 'zh-CN' ? 'en' : 'zh-CN';
  return (
    <Button variant="subtle" color="gray" onClick={() => void switchPdaLanguage(i18n, next)}>
      {next === 'en' ? 'English' : '中文'}
    </Button>
  );
}
