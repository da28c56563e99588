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
import { ApiError } from '@wms/api';
import { useZodForm } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { type LoginForm, loginFormSchema, safeRedirect } from './login-form.ts';
import { signIn } from './sign-in.ts';
import { SliderCaptcha } from './slider-captcha.tsx';

/** Spec §2 login page: account, password, the slider puzzle, service selection, forgot password. */
export function LoginPage() {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token } = useSession();
  const [ticket, setTicket] = useState<string | null>(null);
  const [puzzleRound, setPuzzleRound] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(loginFormSchema, {
    initialValues: { account: '', password: '', service: 'backoffice' } satisfies LoginForm,
  });
  const target = safeRedirect(params.get('redirect'));

  if (token && !busy) return <Navigate to={target} replace />;

  const submit = async (values: LoginForm) => {
    if (!ticket) {
      setRefusal(t('chrome:sliderRequired'));
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const service = await signIn(values, ticket);
      if (service === 'pda') globalThis.location.assign('/pda/');
      else void navigate(target, { replace: true });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
      setPuzzleRound((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" bg="gray.1" component="main">
      <Paper withBorder shadow="md" p="xl" radius="md" w={380}>
        <form onSubmit={form.onSubmit((values) => void submit(values as LoginForm))} noValidate>
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
                onChange={(lng) => void i18n.changeLanguage(lng)}
                data={[
                  { value: 'zh-CN', label: t('chinese') },
                  { value: 'en', label: t('english') },
                ]}
              />
            </Stack>
            {refusal && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <TextInput
              label={t('account')}
              autoComplete="username"
              withAsterisk
              {...form.getInputProps('account')}
            />
            <PasswordInput
              label={t('password')}
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <Input.Wrapper label={t('service')}>
              <SegmentedControl
                fullWidth
                aria-label={t('service')}
                data={[
                  { value: 'backoffice', label: t('chrome:service.backoffice') },
                  { value: 'pda', label: t('chrome:service.pda') },
                ]}
                {...form.getInputProps('service')}
              />
            </Input.Wrapper>
            <SliderCaptcha onTicket={setTicket} resetKey={puzzleRound} />
            <Button type="submit" loading={busy} fullWidth>
              {t('login')}
            </Button>
            <Anchor component={Link} to="/forgetPwd" size="sm" ta="center" c="brand.9">
              {t('forgotPassword')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
