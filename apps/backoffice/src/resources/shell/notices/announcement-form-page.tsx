import { Button, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { announcementEndpoints, announcementInput, messageTypeCodes } from '@wms/api';
import { issueText, useApiMutation, useApiQuery } from '@wms/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { UpdateNoticeDialog } from './update-notice-dialog.tsx';

const LIST_PATH = '/notificy-center/index';
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
const parse = (v: Values) =>
  announcementInput.safeParse({
    ...v,
    messageType: Number(v.messageType),
    deadlineTime: v.deadlineTime ? new Date(v.deadlineTime).toISOString() : null,
  });

/** Add (route notificy-add) or edit (notificy-edit?id=) an announcement, with a preview of its notice. */
export function AnnouncementFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const detail = useApiQuery(announcementEndpoints.getDetail, { id: id ?? '' }, { enabled: Boolean(id) });
  const create = useApiMutation(announcementEndpoints.create);
  const update = useApiMutation(announcementEndpoints.update);
  const [preview, setPreview] = useState(false);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (v) => {
      const result = parse(v);
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issueText(issue, t);
      return errors;
    },
  });
  const row = detail.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded announcement
  useEffect(() => {
    if (row)
      form.setValues({
        ...row,
        messageType: String(row.messageType),
        deadlineTime: toLocal(row.deadlineTime),
      });
  }, [row]);
  const values = form.values;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(values);
    if (!parsed.success) {
      form.validate();
      return;
    }
    if (id) await update.mutateAsync({ id, ...parsed.data });
    else await create.mutateAsync(parsed.data);
    navigate(LIST_PATH);
  };
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
