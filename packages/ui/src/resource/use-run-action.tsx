import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { useApi } from '../data/api-context.tsx';
import { controllerOf } from '../data/use-api.ts';
import { useConfirm } from '../feedback/confirm.tsx';
import { type RowAction, selectionProblem, type ToolbarAction } from './actions.ts';

/**
 * Runs a declared action: the selection check, the confirmation, the call, the success toast, and a
 * refetch of the list. A refusal was already shown by the request layer, so it ends here quietly.
 */
export function useRunAction(listPath: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirmDialog, confirm] = useConfirm();

  async function execute(
    action: RowAction<unknown> | ToolbarAction<unknown>,
    work: () => unknown,
  ): Promise<boolean> {
    if (action.confirm && !(await confirm(t(action.confirm)))) return false;
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
    if (action.success) notifications.show({ color: 'green', message: t(action.success) });
    const prefixes = [
      controllerOf(listPath),
      ...(action.endpoint ? [controllerOf(action.endpoint.path)] : []),
    ];
    await queryClient.invalidateQueries({
      predicate: (query) => prefixes.some((prefix) => String(query.queryKey[0]).startsWith(prefix)),
    });
    return true;
  }

  return {
    confirmDialog,
    runRow: <R,>(action: RowAction<R>, row: R, open: (dialog: string) => void) => {
      if (action.dialog) {
        open(action.dialog);
        return Promise.resolve(true);
      }
      return execute(action as RowAction<unknown>, () => action.run(row, api));
    },
    /** Returns false without running when the selection does not fit (spec §5/§8 messages). */
    runToolbar: <R,>(action: ToolbarAction<R>, rows: R[], open: (dialog: string) => void) => {
      const problem = selectionProblem(action.selection, rows.length);
      if (problem) {
        notifications.show({ color: 'yellow', message: t(problem) });
        return Promise.resolve(false);
      }
      if (action.dialog) {
        open(action.dialog);
        return Promise.resolve(true);
      }
      return execute(action as ToolbarAction<unknown>, () => action.run(rows, api));
    },
  };
}
