import { z } from 'zod';

/** Spec §5 login rules with the shell's own messages: trimmed, 5–25 letters and digits, password required. */
export const loginFormSchema = z.object({
  account: z
    .string()
    .trim()
    .min(1, 'shell:accountRequired')
    .min(5, 'shell:accountLength')
    .max(25, 'shell:accountLength')
    .regex(/^[A-Za-z0-9]+$/, 'shell:accountPattern'),
  password: z.string().trim().min(1, 'shell:passwordRequired'),
  service: z.enum(['backoffice', 'pda']),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Only same-app paths are redirect targets, never another origin. */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/';
}
