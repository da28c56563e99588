import { Button, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { announcementEndpoints, announcementInput, messageTypeCodes, routeTo } from '@wms/api';
import { useApiMutation, useEditForm } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { UpdateNoticeDialog } from './update-notice-dialog.tsx';

const EMPTY = {
  titleCn: '',
  titleEn: '',
  content: '',
  contentEn: '',
  versionCode: '',
  messageType: '2',
  deadlineTime: '',
  videoUrl: '',
  documentUrl: '',
};
type Values = typeof EMPTY;

/** `datetime-local` text in the browser's zone ↔ an ISO instant. */
const toLocal = (iso: string | null) =>
  iso
    ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000)
        .toISOString()
        .slice(0, 16)
    : '';
/** The form's text values as the contract's input: the message type a number, the deadline an instant. */
const toInput = (v: Values) => ({
  ...v,
  messageType: Number(v.messageType),
  deadlineTime: v.deadlineTime ? new Date(v.deadlineTime).toISOString() : null,
});
const schema = z.preprocess((v) => toInput(v as Values), announcementInput);

/** Add (route notificy-add) or edit (notificy-edit?id=) an announcement, with a preview of its notice. */
export function AnnouncementFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const create = useApiMutation(announcementEndpoints.create);
  const update = useApiMutation(announcementEndpoints.update);
  const [preview, setPreview] = useState(false);
  const { form, submit } = useEditForm(announcementEndpoints.getDetail, id, schema, {
    initialValues: EMPTY,
    toValues: (row) => ({
      ...row,
      messageType: String(row.messageType),
      deadlineTime: toLocal(row.deadlineTime),
    }),
    save: async (raw) => {
      const input = announcementInput.parse(toInput(raw as Values));
      if (id) await update.mutateAsync({ id, ...input });
      else await create.mutateAsync(input);
      navigate(routeTo('system.notification-center'));
    },
    form: { validateInputOnBlur: false },
  });
  const values = form.values as Values;
  const previewNotice = {
    id: id ?? '00000000-0000-7000-8000-000000000000',
    versionCode: values.versionCode,
    preview: true,
    total: 1,
    items: [
      {
        messageType: Number(values.messageType),
        titleZh: values.titleCn,
        titleEn: values.titleEn,
        contentZh: values.content,
        contentEn: values.contentEn,
        documentUrlZh: values.documentUrl,
        documentUrlEn: values.documentUrl,
        videoUrlZh: values.videoUrl,
        videoUrlEn: values.videoUrl,
      },
    ],
  };
  return (
    <Stack p="md" maw={900}>
      <Title order={3}>{t(id ? 'home:notice.edit' : 'home:notice.add')}</Title>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Group grow>
            <TextInput label={t('home:notice.titleCn')} withAsterisk {...form.getInputProps('titleCn')} />
            <TextInput label={t('home:notice.titleEn')} withAsterisk {...form.getInputProps('titleEn')} />
          </Group>
          <Textarea
            label={t('home:notice.content')}
            withAsterisk
            autosize
            minRows={3}
            {...form.getInputProps('content')}
          />
          <Textarea
            label={t('home:notice.contentEn')}
            withAsterisk
            autosize
            minRows={3}
            {...form.getInputProps('contentEn')}
          />
          <Group grow>
            <TextInput label={t('home:notice.versionCode')} {...form.getInputProps('versionCode')} />
            <Select
              label={t('home:notice.messageType')}
              allowDeselect={false}
              data={messageTypeCodes.map((c) => ({
                value: String(c),
                label: t(`home:notice.messageType.${c}`),
              }))}
              {...form.getInputProps('messageType')}
            />
            <TextInput
              type="datetime-local"
              label={t('home:notice.deadlineTime')}
              {...form.getInputProps('deadlineTime')}
            />
          </Group>
          <Group grow>
            <TextInput label={t('home:notice.videoUrl')} {...form.getInputProps('videoUrl')} />
            <TextInput label={t('home:notice.documentUrl')} {...form.getInputProps('documentUrl')} />
          </Group>
          <Group>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('resource:save')}
            </Button>
            <Button variant="default" onClick={() => setPreview(true)}>
              {t('home:notice.preview')}
            </Button>
          </Group>
        </Stack>
      </form>
      <UpdateNoticeDialog notice={preview ? previewNotice : null} onClose={() => setPreview(false)} />
    </Stack>
  );
}
