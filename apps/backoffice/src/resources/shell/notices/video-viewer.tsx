import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The download button spins for 5 s while the browser starts the download. */
const DOWNLOAD_SPIN_MS = 5000;

/** The video viewer: plays an update notice's video and offers it for download. */
export function VideoViewer({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = () => {
    if (!url) return;
    setBusy(true);
    const link = document.createElement('a');
    link.href = url;
    link.download = url.split('/').pop() ?? 'video';
    link.click();
    setTimeout(() => setBusy(false), DOWNLOAD_SPIN_MS);
  };
  return (
    <Modal opened={Boolean(url)} onClose={onClose} title={t('home:video.title')} size="xl">
      <Stack>
        {url && (
          // biome-ignore lint/a11y/useMediaCaption: update videos come without caption tracks
          <video src={url} controls style={{ width: '100%' }} data-testid="video-player" />
        )}
        <Group justify="flex-end">
          <Button onClick={download} loading={busy}>
            {busy ? t('home:video.downloading') : t('home:video.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
