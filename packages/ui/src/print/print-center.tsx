import { Affix, Anchor, Badge, Button, Code, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { printStore, usePrint } from './print-store.ts';
import { PrinterSettingsDialog } from './printer-settings-dialog.tsx';

const STATUS_COLORS = { queued: 'blue', sent: 'green', failed: 'red' } as const;

/** The install-and-refresh prompt shown when a print finds no helper, with the PDF as the way out. */
function HelperPrompt({ downloadUrl, command }: { downloadUrl: string; command: string }) {
  const { t } = useTranslation('print');
  const { prompt, helper } = usePrint();
  const refresh = async () => {
    if (!prompt) return;
    if ((await printStore.detect()) === 'ready') {
      printStore.closePrompt();
      await printStore.retry(prompt);
    }
  };
  return (
    <Modal opened={!!prompt} onClose={printStore.closePrompt} title={t('installTitle')} size="lg">
      <Stack gap="sm" data-testid="print-helper-prompt">
        <Text size="sm" c={helper === 'unpaired' ? 'orange' : 'red'}>
          {t(helper === 'unpaired' ? 'helper.unpaired' : 'helper.missing')}
        </Text>
        <Text size="sm">{t('installText')}</Text>
        <Anchor href={downloadUrl} download>
          {t('download')}
        </Anchor>
        <Text size="sm" fw={500}>
          {t('command')}
        </Text>
        <Code block>{command}</Code>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => printStore.openSettings()}>
            {t('settings')}
          </Button>
          <Button variant="light" onClick={() => prompt && void printStore.openPdf(prompt)}>
            {t('openPdf')}
          </Button>
          <Button onClick={() => void refresh()} loading={helper === 'checking'}>
            {t('refresh')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The jobs sent to the helper from this page, each with its status, progress and failure reason. */
function PrintJobs() {
  const { t } = useTranslation('print');
  const { jobs } = usePrint();
  if (!jobs.length) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={400}>
      <Paper shadow="md" p="sm" withBorder w={340} data-testid="print-jobs">
        <Group justify="space-between" mb="xs">
          <Text fw={600} size="sm">
            {t('jobs')}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={printStore.clearFinished}>
            {t('clear')}
          </Button>
        </Group>
        <Stack gap={6}>
          {jobs.slice(0, 5).map((job) => (
            <Stack key={job.id} gap={0} data-testid="print-job">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {job.title}
                </Text>
                <Badge
                  color={STATUS_COLORS[job.status]}
                  data-testid="print-job-status"
                  data-status={job.status}
                >
                  {t(`status.${job.status}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {`${job.printer} · ${t('progress', { done: job.done, total: job.total })}`}
              </Text>
              {job.error && job.status === 'failed' && (
                <Text size="xs" c="red">
                  {job.error}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Affix>
  );
}

/** Mounted once in the shell: the prompt, the printer settings and the job list. */
export function PrintCenter({ downloadUrl, command }: { downloadUrl: string; command: string }) {
  return (
    <>
      <HelperPrompt downloadUrl={downloadUrl} command={command} />
      <PrinterSettingsDialog />
      <PrintJobs />
    </>
  );
}
