import { Alert } from '@mantine/core';
import { noticeReadEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveRefresh } from '../../../app/live-events.ts';

const CLOSED_KEY = 'wms.banner.closed';

/**
 * The banner: the newest published announcement with a deadline ahead. It leaves at its deadline or
 * when closed; the closure is remembered by message id, so a new announcement shows again.
 */
export function AnnouncementBanner() {
  const { t, i18n } = useTranslation();
  useLiveRefresh('notice', [noticeReadEndpoints.getAdvance.path]);
  const { data } = useApiQuery(noticeReadEndpoints.getAdvance, {});
  const [closed, setClosed] = useState(() => globalThis.localStorage?.getItem(CLOSED_KEY) ?? '');
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const left = new Date(data.deadlineTime).getTime() - Date.now();
    const timer = setTimeout(() => setExpired(data.id), Math.max(0, Math.min(left, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [data]);
  if (!data || closed === data.id || expired === data.id) return null;
  const detail = data.details[0];
  const text = i18n.language === 'zh-CN' ? detail?.contentZh : detail?.contentEn;
  return (
    <Alert
      color="blue"
      variant="filled"
      radius={0}
      withCloseButton
      closeButtonLabel={t('home:banner.close')}
      onClose={() => {
        globalThis.localStorage?.setItem(CLOSED_KEY, data.id);
        setClosed(data.id);
      }}
      data-testid="announcement-banner"
      role="status"
    >
      {text}
    </Alert>
  );
}
