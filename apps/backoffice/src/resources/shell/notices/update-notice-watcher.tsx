import { noticeReadEndpoints } from '@wms/api';
import { useApiMutation, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { UpdateNoticeDialog } from './update-notice-dialog.tsx';

const SEEN_KEY = 'wms.updateNotice.seen';

/** Shows the newest version's update notice once per browser session, until "don't prompt again". */
export function UpdateNoticeWatcher() {
  const { data } = useApiQuery(noticeReadEndpoints.getNew, {});
  const dismiss = useApiMutation(noticeReadEndpoints.notPromptAgain);
  const [seen, setSeen] = useState(() => globalThis.sessionStorage?.getItem(SEEN_KEY) ?? '');
  if (!data || seen === data.versionCode) return null;
  const hide = () => {
    globalThis.sessionStorage?.setItem(SEEN_KEY, data.versionCode);
    setSeen(data.versionCode);
  };
  return (
    <UpdateNoticeDialog
      notice={data}
      onClose={hide}
      onNotPromptAgain={() => {
        dismiss.mutate({ id: data.id });
        hide();
      }}
    />
  );
}
