import { Menu } from '@mantine/core';
import type { UserInfo } from '@wms/api';
import { routeTo } from '@wms/api';
import { printStore } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordDialog } from '../password/change-password-dialog.tsx';
import { logout } from '../session/logout.ts';
import { LabelledButton } from './preference-menus.tsx';

/** The user menu: personal centre, update password, log out; and the forced change at login. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <LabelledButton label={t('chrome:userMenu')} variant="light" size="compact-sm">
            {user.displayName}
          </LabelledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void navigate(routeTo('shell.personal-center'))}>
            {t('personalCenter')}
          </Menu.Item>
          <Menu.Item onClick={() => setChanging(true)}>{t('chrome:changePassword')}</Menu.Item>
          <Menu.Item onClick={() => printStore.openSettings()}>{t('chrome:printerSettings')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void logout()}>
            {t('logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordDialog
        opened={changing || user.needChangePwd}
        mandatory={user.needChangePwd}
        displayName={user.displayName}
        onClose={() => setChanging(false)}
      />
    </>
  );
}
