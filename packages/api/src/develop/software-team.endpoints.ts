import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';

/** A member of the tenant's software team: an account whose role or extra permissions open the develop area. */
export const softwareTeamMemberSchema = z.object({
  userId: z.uuid(),
  account: z.string(),
  displayName: z.string(),
  email: z.string(),
  phone: z.string(),
  roleName: z.string(),
  isAdmin: z.boolean(),
  developPages: z.number().int(),
  isDisabled: z.boolean(),
  lastLoginTime: z.iso.datetime({ offset: true }).nullable(),
});
export type SoftwareTeamMember = z.infer<typeof softwareTeamMemberSchema>;

/** The software team (develop area): who administers the develop pages of this tenant. */
export const softwareTeamEndpoints = {
  getList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/SoftwareTeam/GetList',
    summary: 'Accounts of the tenant that open develop pages, with their role and last login',
    input: z.object({}),
    output: z.array(softwareTeamMemberSchema),
    access: { functionPoint: 'develop:software-team:view' },
    mutates: false,
  }),
};
