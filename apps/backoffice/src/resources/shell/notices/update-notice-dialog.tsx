import { Anchor, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { UpdateNotice } from '@wms/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoViewer } from './video-viewer.tsx';

/**
 * The update notice: paged with previous, next and close; close becomes done on the last page; the
 * don't-prompt-again action is absent in preview.
 */
export function UpdateNoticeDialog({
  notice,
  onClose,
  onNotPromptAgain,
}: {
  notice: UpdateNotice | null;
  onClose: () => void;
  onNotPromptAgain?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const [video, setVideo] = useState<string | null>(null);
  if (!notice) return null;
  const zh = i18n.language === 'zh-CN';
  const item = notice.items[page];
  const last = page >= notice.items.length - 1;
  const close = () => {
    setPage(0);
    onClose();
  };
  const videoUrl = item && (zh ? item.videoUrlZh : item.videoUrlEn);
  const documentUrl = item && (zh ? item.documentUrlZh : item.documentUrlEn);
  return (
    <>
      <Modal
        opened
        onClose={close}
        title={t('home:update.title', { version: notice.versionCode })}
        size="lg"
        data-testid="update-notice"
      >
        {item && (
          <Stack>
            <Group>
              <Badge color="blue.9">{t(`home:notice.messageType.${item.messageType}`)}</Badge>
              <Title order={4}>{zh ? item.titleZh : item.titleEn}</Title>
            </Group>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{zh ? item.contentZh : item.contentEn}</Text>
            <Group>
              {videoUrl && (
                <Button variant="light" onClick={() => setVideo(videoUrl)}>
                  {t('home:update.video')}
                </Button>
              )}
              {documentUrl && (
                <Anchor href={documentUrl} target="_blank" rel="noreferrer">
                  {t('home:update.document')}
                </Anchor>
              )}
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t('home:update.page', { page: page + 1, total: notice.items.length })}</Text>
              <Group>
                {!notice.preview && onNotPromptAgain && (
                  <Button variant="subtle" onClick={onNotPromptAgain}>
                    {t('home:update.notPromptAgain')}
                  </Button>
                )}
                <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('home:update.previous')}
                </Button>
                {!last && (
                  <Button variant="default" onClick={() => setPage(page + 1)}>
                    {t('home:update.next')}
                  </Button>
                )}
                <Button onClick={close}>{t(last ? 'home:update.done' : 'home:update.close')}</Button>
              </Group>
            </Group>
          </Stack>
        )}
      </Modal>
      <VideoViewer url={video} onClose={() => setVideo(null)} />
    </>
  );
}
