import { Anchor, Button, Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import { ApiError, canWorkOrder, routeTo, workOrderEndpoints } from '@wms/api';
import { useApi, useApiMutation, useApiQuery } from '@wms/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { bodyOf, emptyWorkOrder, WorkOrderFields, type WorkOrderValues } from './work-order-fields.tsx';
import { AttachmentInput, checkFiles, uploadFiles } from './work-order-files.tsx';

/** Edit a ticket the warehouse has not answered (`/work-order/list/edit?id=`); kept files can be dropped. */
export function WorkOrderEditPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useApiQuery(workOrderEndpoints.getDetail, { id }, { enabled: Boolean(id) });
  const update = useApiMutation(workOrderEndpoints.update);
  const [values, setValues] = useState<WorkOrderValues>(emptyWorkOrder);
  const [kept, setKept] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const ticket = detail.data;
  useEffect(() => {
    if (!ticket) return;
    setValues({
      customerId: ticket.customerId,
      warehouseId: ticket.warehouseId,
      category: ticket.category,
      type: ticket.type,
      priority: ticket.priority,
      title: ticket.title,
      description: ticket.description,
      relatedNo: ticket.relatedNo ?? '',
    });
    setKept(ticket.attachments.map((f) => f.id));
  }, [ticket]);
  if (!ticket) return null;
  const open = canWorkOrder(ticket.status, 'edit', ticket.viewerSide);
  const save = async () => {
    if (checkFiles([...kept.map(() => new File([], 'kept.png')), ...files])) return;
    setBusy(true);
    try {
      const added = await uploadFiles(api, files, ticket.customerId);
      await update.mutateAsync({ id: ticket.id, ...bodyOf(values), attachments: [...kept, ...added] });
      navigate(routeTo('work-orders.detail', { id: ticket.id }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack p="md" maw={900} data-testid="work-order-edit">
      <Title order={3}>{`${t('workOrders:edit')} ${ticket.workOrderNo}`}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <WorkOrderFields values={values} onChange={setValues} customerLocked />
          {ticket.attachments.map((f) => (
            <Group key={f.id} gap="xs">
              <Checkbox
                checked={kept.includes(f.id)}
                onChange={(e) =>
                  setKept(e.currentTarget.checked ? [...kept, f.id] : kept.filter((k) => k !== f.id))
                }
                aria-label={f.name}
              />
              <Anchor href={f.url} target="_blank" rel="noreferrer">
                {f.name}
              </Anchor>
            </Group>
          ))}
          <AttachmentInput value={files} onChange={setFiles} />
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={routeTo('work-orders.detail', { id: ticket.id })}>
          {t('resource:cancel')}
        </Button>
        <Button loading={busy} disabled={!open} onClick={save} data-testid="work-order-save">
          {t('resource:confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
