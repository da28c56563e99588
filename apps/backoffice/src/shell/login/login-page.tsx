import {
  Alert,
  Anchor,
  Button,
  Center,
  Image,
  Input,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { ApiError } from '@wms/api/login';
import { switchLanguage } from '@wms/i18n/lazy';
import { SliderCaptcha } from '@wms/ui/slider-captcha';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../session/session.ts';
import { useSession } from '../session/use-session.ts';
import { loginApi } from './login-api.ts';
import { type LoginForm, safeRedirect, useLoginForm } from './login-form.ts';
import { signIn } from './sign-in.ts';

/**
 * The login page: account, password, the slider puzzle, service selection, forgot password. It has no
 * router: `login.html` serves it on its own (a small first load), and the back office mounts it too; it
 * leaves by full navigation, so the back office starts afresh with the new session.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation('shell');
  const { token } = useSession();
  const [ticket, setTicket] = useState<string | null>(null);
  const [puzzleRound, setPuzzleRound] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Why the last session ended (expired, replaced, invalid token), read once so a reload forgets it.
  const [signedOut] = useState(() => session.takeReason());
  const [busy, setBusy] = useState(false);
  const form = useLoginForm({ account: '', password: '', service: 'backoffice' }, t);
  const target = safeRedirect(new URLSearchParams(globalThis.location.search).get('redirect'));
  const leaving = token !== null && !busy;

  useEffect(() => {
    if (leaving) globalThis.location.replace(target);
  }, [leaving, target]);
  if (leaving) return null;

  const submit = async (values: LoginForm) => {
    if (!ticket) {
      setRefusal(t('chrome:sliderRequired'));
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const service = await signIn(values, ticket);
      globalThis.location.assign(service === 'pda' ? '/pda/' : target);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
      setPuzzleRound((n) => n + 1);
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" bg="gray.1" component="main">
      <Paper withBorder shadow="md" p="xl" radius="md" w={380}>
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack>
            <Stack align="center" gap={4}>
              <Image src="/logo.svg" alt="" w={48} h={48} />
              <Title order={1} size="h3" ta="center">
                {t('chrome:loginTitle')}
              </Title>
              <SegmentedControl
                size="xs"
                aria-label={t('language')}
                value={i18n.language}
                onChange={(lng) => void switchLanguage(i18n, lng)}
                data={[
                  { value: 'zh-CN', label: t('chinese') },
                  { value: 'en', label: t('english') },
                ]}
              />
            </Stack>
            {signedOut && !refusal && (
              <Alert color="orange" role="status" data-testid="signed-out-reason">
                {t(`errors:${signedOut.code}`, { defaultValue: signedOut.message })}
              </Alert>
            )}
            {refusal && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <TextInput
              label={t('account')}
              autoComplete="username"
              withAsterisk
              {...form.inputProps('account')}
            />
            <PasswordInput
              label={t('password')}
              autoComplete="current-password"
              withAsterisk
              {...form.inputProps('password')}
            />
            <Input.Wrapper label={t('service')}>
              <SegmentedControl
                fullWidth
                aria-label={t('service')}
                data={[
                  { value: 'backoffice', label: t('chrome:service.backoffice') },
                  { value: 'pda', label: t('chrome:service.pda') },
                ]}
                value={form.values.service}
                onChange={form.inputProps('service').onChange}
              />
            </Input.Wrapper>
            <SliderCaptcha api={loginApi} onTicket={setTicket} onError={setRefusal} round={puzzleRound} />
            <Button type="submit" loading={busy} fullWidth>
              {t('login')}
            </Button>
            <Anchor href="/forgetPwd" size="sm" ta="center" c="brand.9">
              {t('forgotPassword')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
