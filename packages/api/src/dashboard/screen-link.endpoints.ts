import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  screenFiguresSchema,
  screenLinkInput,
  screenLinkIssuedSchema,
  screenLinkSchema,
} from './screen-link.schema.ts';

const base = '/api/v1/Dashboard/ScreenLink';
const manage = { functionPoint: 'home:screen:manage' } as const;

/** Read-only large-screen links: an administrator issues and revokes them; a wall display reads with one. */
export const screenLinkEndpoints = {
  getList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetList`,
    summary: 'Large-screen links issued in this tenant, newest first',
    input: z.object({}),
    output: z.array(screenLinkSchema),
    access: manage,
    mutates: false,
    // The large screen asks whether the signed-in user may manage links: a refusal just hides the panel.
    suppressed: true,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Issue a read-only large-screen link (its key is shown once)',
    input: screenLinkInput,
    output: screenLinkIssuedSchema,
    access: manage,
    notifySuccess: true,
    successMessage: 'home:screenLink.issued',
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: `${base}/Revoke`,
    summary: 'Revoke a large-screen link: displays using it stop at their next refresh',
    input: z.object({ id: z.uuid() }),
    output: z.null(),
    access: manage,
    notifySuccess: true,
    successMessage: 'home:screenLink.revoked',
  }),
  getFigures: defineEndpoint({
    method: 'GET',
    path: `${base}/GetFigures`,
    summary: 'The large screen’s live figures, read with a screen link’s key instead of a session',
    input: z.object({ key: z.string().min(1).max(200) }),
    output: screenFiguresSchema,
    access: 'public',
    suppressed: true,
  }),
};
