import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiError } from '@wms/api';
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

  // This block says what happened in one toast; the request layer's own success toast would double it.
  const quietApi: ApiClient = {
    ...api,
    call: (endpoint, input, options) => api.call(endpoint, input, { ...options, quiet: true }),
  };

  async function execute(
    action: RowAction<unknown> | ToolbarAction<unknown>,
    work: (client: ApiClient) => unknown,
    count?: number,
  ): Promise<boolean> {
    if (action.confirm && !(await confirm(t(action.confirm, { count: count ?? 1 })))) return false;
    const message = successMessage(action, count);
    try {
      await work(message ? quietApi : api);
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
    if (message) notifications.show({ color: 'green', message, withCloseButton: true });
    const prefixes = [
      controllerOf(listPath),
      ...(action.endpoint ? [controllerOf(action.endpoint.path)] : []),
    ];
    await queryClient.invalidateQueries({
      predicate: (query) => prefixes.some((prefix) => String(query.queryKey[0]).startsWith(prefix)),
    });
    return true;
  }

  /** The action's own message, else its label: "Mark cancelled: done for 3". */
  function successMessage(action: RowAction<unknown> | ToolbarAction<unknown>, count?: number) {
    if (action.success === false || !action.endpoint) return undefined;
    if (action.success && action.success !== 'resource:operationSuccess') return t(action.success, { count });
    const name = t(action.label);
    return count
      ? t('resource:batchDone', { action: name, count })
      : t('resource:actionDone', { action: name });
  }

  return {
    confirmDialog,
    runRow: <R,>(action: RowAction<R>, row: R, open: (dialog: string) => void) => {
      if (action.dialog) {
        open(action.dialog);
        return Promise.resolve(true);
      }
      return execute(action as RowAction<unknown>, (client) => action.run(row, client));
    },
    /** Returns false without running when the selection does not fit, with a notice that says why. */
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
      return execute(action as ToolbarAction<unknown>, (client) => action.run(rows, client), rows.length);
    },
  };
}
