import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { routeTo } from '@wms/api';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * Below this window width the bar is short (the app keeps 980 px at least): help center, system
 * update and the fee calculator share one menu, so the tools never run over the logo and all 8 top
 * menus keep their room at 1280 px in English, whose titles are the longer ones.
 */
export const SHORT_BAR = '(max-width: 1439px)';

/** The fee calculator loads on first open: the shell's first screen does not carry it. */
const FeeCalculatorDialog = lazy(() =>
  import('../fee-calculator/fee-calculator-dialog.tsx').then((m) => ({ default: m.FeeCalculatorDialog })),
);

/** The navbar entries: help center, task center (`children`), system update and the fee calculator. */
export function NavbarLinks({ short, children }: { short: boolean; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [feeOpened, fee] = useDisclosure(false);
  const [feeUsed, feeUse] = useDisclosure(false);
  const openFee = () => {
    feeUse.open();
    fee.open();
  };
  // kept mounted once opened, so a second look keeps the last form and result
  const feeDialog = feeUsed && (
    <Suspense fallback={null}>
      <FeeCalculatorDialog opened={feeOpened} onClose={fee.close} />
    </Suspense>
  );
  if (short) {
    return (
      <>
        {children}
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="subtle" size="compact-xs" aria-label={t('chrome:moreTools')}>
              ⋯
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={routeTo('shell.help-center')}>
              {t('helpCenter')}
            </Menu.Item>
            <Menu.Item component={Link} to={routeTo('shell.system-update')}>
              {t('systemUpdate')}
            </Menu.Item>
            <Menu.Item onClick={openFee}>{t('feeCalculator')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {feeDialog}
      </>
    );
  }
  return (
    <>
      <Button component={Link} to={routeTo('shell.help-center')} variant="subtle" size="compact-xs">
        {t('helpCenter')}
      </Button>
      {children}
      <Button component={Link} to={routeTo('shell.system-update')} variant="subtle" size="compact-xs">
        {t('systemUpdate')}
      </Button>
      <Button variant="subtle" size="compact-xs" onClick={openFee}>
        {t('feeCalculator')}
      </Button>
      {feeDialog}
    </>
  );
}
