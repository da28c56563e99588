import { Alert, Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { changeOwnPasswordInput, userEndpoints } from '@wms/api';
import { useApiMutation, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { logout } from '../session/logout.ts';

/** Time to read "the password has been changed, please log in again" before the logout. */
export const LOGOUT_AFTER_CHANGE_MS = 1500;

/**
 * The update-password dialog: read-only display name, new password, confirm password. When the change
 * is mandatory (needChangePwd) there is no cancel button and no close icon.
 */
export function ChangePasswordDialog({
  opened,
  mandatory,
  displayName,
  onClose,
}: {
  opened: boolean;
  mandatory: boolean;
  displayName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('chrome');
  const form = useZodForm(changeOwnPasswordInput, { initialValues: { password: '', confirmPassword: '' } });
  const change = useApiMutation(userEndpoints.updatePasswordNew, {
    invalidates: [],
    onSuccess: () => setTimeout(() => void logout(), LOGOUT_AFTER_CHANGE_MS),
  });
  return (
    <Modal
      opened={opened}
      onClose={mandatory ? () => undefined : onClose}
      title={t('changePassword')}
      withCloseButton={!mandatory}
      closeOnEscape={!mandatory}
      closeOnClickOutside={!mandatory}
    >
      <form onSubmit={form.onSubmit((values) => change.mutate(values))}>
        <Stack>
          {mandatory && <Alert color="orange">{t('mustChangePassword')}</Alert>}
          <TextInput label={t('displayName')} value={displayName} readOnly />
          <PasswordInput label={t('newPassword')} withAsterisk {...form.getInputProps('password')} />
          <PasswordInput
            label={t('confirmPassword')}
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            {!mandatory && (
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
            )}
            <Button type="submit" loading={change.isPending} disabled={change.isSuccess}>
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
