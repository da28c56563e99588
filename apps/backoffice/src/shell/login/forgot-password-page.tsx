import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Stepper,
  TextInput,
  Title,
} from '@mantine/core';
import { resetPasswordInput, sendResetCodeInput } from '@wms/api';
import { ApiError, authRoutes } from '@wms/api/login';
import { useZodForm } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { loginApi } from './login-api.ts';

const codeStep = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation:resetCode'),
});

/**
 * Forgot password: email, code, reset (administrators reset by mail; others ask one). Served by
 * `login.html` like the login page (loaded when opened), and mounted by the back office too.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('chrome');
  const [step, setStep] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const who = useZodForm(sendResetCodeInput, { initialValues: { account: '', email: '' } });
  const code = useZodForm(codeStep, { initialValues: { code: '' } });
  const reset = useZodForm(resetPasswordInput, {
    initialValues: { account: '', email: '', code: '', password: '', confirmPassword: '' },
  });

  const attempt = async (act: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await act();
    } catch (error) {
      // Not an administrator, or not the address on file: one answer for both (nothing is revealed).
      if (error instanceof ApiError && error.code === 'CONTACT_ADMIN') setRefusal(t('forgotNotAdmin'));
      else setRefusal(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const sendCode = (values: { account: string; email: string }) =>
    attempt(async () => {
      const { isAdmin } = await loginApi.call(authRoutes.getIsAdmin, { account: values.account.trim() });
      if (!isAdmin) throw new Error(t('forgotNotAdmin'));
      await loginApi.call(authRoutes.sendVerificationCode, {
        account: values.account.trim(),
        email: values.email.trim(),
      });
      setStep(1);
    });
  const enterCode = (values: { code: string }) => {
    reset.setValues({ ...who.getValues(), code: values.code.trim() });
    setStep(2);
  };
  const resetPassword = (values: z.input<typeof resetPasswordInput>) =>
    attempt(async () => {
      await loginApi.call(authRoutes.updatePassword, values as z.output<typeof resetPasswordInput>);
      globalThis.location.replace('/login');
    });

  return (
    <Center mih="100vh" bg="gray.1" component="main">
      <Paper withBorder shadow="md" p="xl" radius="md" w={480}>
        <Stack>
          <Title order={1} size="h3">
            {t('forgotTitle')}
          </Title>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Stepper active={step} size="sm">
            <Stepper.Step label={t('forgotStepAccount')}>
              <form onSubmit={who.onSubmit((v) => void sendCode(v))} noValidate>
                <Stack>
                  <TextInput label={t('shell:account')} withAsterisk {...who.getInputProps('account')} />
                  <TextInput
                    label={t('shell:email')}
                    type="email"
                    withAsterisk
                    {...who.getInputProps('email')}
                  />
                  <Button type="submit" loading={busy}>
                    {t('shell:sendCode')}
                  </Button>
                </Stack>
              </form>
            </Stepper.Step>
            <Stepper.Step label={t('forgotStepCode')}>
              <form onSubmit={code.onSubmit(enterCode)} noValidate>
                <Stack>
                  <Alert color="blue">{t('forgotCodeHint', { email: who.getValues().email })}</Alert>
                  <TextInput
                    label={t('shell:verificationCode')}
                    inputMode="numeric"
                    withAsterisk
                    {...code.getInputProps('code')}
                  />
                  <Button type="submit">{t('next')}</Button>
                </Stack>
              </form>
            </Stepper.Step>
            <Stepper.Step label={t('forgotStepReset')}>
              <form onSubmit={reset.onSubmit((v) => void resetPassword(v))} noValidate>
                <Stack>
                  <PasswordInput label={t('newPassword')} withAsterisk {...reset.getInputProps('password')} />
                  <PasswordInput
                    label={t('confirmPassword')}
                    withAsterisk
                    {...reset.getInputProps('confirmPassword')}
                  />
                  <Button type="submit" loading={busy}>
                    {t('shell:resetPassword')}
                  </Button>
                </Stack>
              </form>
            </Stepper.Step>
          </Stepper>
          <Anchor href="/login" size="sm">
            {t('shell:backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
