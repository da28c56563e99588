import { Alert, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { ApiError, authRoutes, encryptPassword } from '@wms/api/login';
import { SliderCaptcha } from '@wms/ui/slider-captcha';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pdaSession } from '../session.ts';
import type { SignInApi } from '../sign-in-api.ts';
import { pdaWorker } from '../worker.ts';
import { LanguageToggle } from './language-toggle.tsx';

/**
 * Signing in on the handheld itself: account, password and the slider puzzle on one 360×640 screen
 * without scrolling. With a hardware keyboard: type the account, Enter (or Tab) to the password, Tab to
 * the slider, arrow keys and Enter to drop it, Tab to Sign in.
 */
export function SignInPage({ api }: { api: SignInApi }) {
  const { t } = useTranslation('pda');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ account?: boolean; password?: boolean }>({});
  const [busy, setBusy] = useState(false);
  // Nobody's outbox is open here, so a waiting version may install at once.
  useEffect(() => {
    pdaWorker.apply();
    return pdaWorker.subscribe(() => pdaWorker.apply());
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = { account: !account.trim(), password: !password.trim() };
    setMissing(wanted);
    if (wanted.account || wanted.password) return;
    if (!ticket) {
      setRefusal(t('chrome:sliderRequired'));
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const input = { account: account.trim(), password: await encryptPassword(password.trim()), ticket };
      const session = await api.call(authRoutes.login, input);
      pdaSession.signIn(session.accessToken);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
      setRound((n) => n + 1);
      setBusy(false);
    }
  };

  return (
    <Stack component="main" gap={8} p="sm" maw={420} mx="auto" mih="100dvh" justify="center">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {t('appTitle')}
        </Title>
        <LanguageToggle />
      </Group>
      {refusal && (
        <Alert color="red" role="alert" p="xs">
          {refusal}
        </Alert>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap={8}>
          <TextInput
            size="md"
            label={t('shell:account')}
            autoComplete="username"
            autoCapitalize="none"
            enterKeyHint="next"
            value={account}
            error={missing.account ? t('shell:accountRequired') : undefined}
            onChange={(e) => setAccount(e.currentTarget.value)}
            onKeyDown={(e) => {
              // A hardware keyboard's Enter moves on to the password rather than submitting half a form.
              if (e.key === 'Enter') {
                e.preventDefault();
                (e.currentTarget.form?.elements.namedItem('password') as HTMLInputElement | null)?.focus();
              }
            }}
            data-autofocus
            autoFocus
          />
          <PasswordInput
            size="md"
            name="password"
            label={t('shell:password')}
            autoComplete="current-password"
            value={password}
            error={missing.password ? t('shell:passwordRequired') : undefined}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <SliderCaptcha api={api} onTicket={setTicket} onError={setRefusal} round={round} touch />
          <Button type="submit" size="lg" loading={busy} fullWidth>
            {t('signIn')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
