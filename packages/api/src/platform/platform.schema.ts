import { z } from 'zod';

export const versionInfoSchema = z.object({ version: z.string() });

export const platformConfigSchema = z.object({
  systemName: z.string(),
  wmsLogo: z.string(),
  ico: z.string(),
  version: z.string(),
  locales: z.array(z.enum(['zh-CN', 'en'])),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;
