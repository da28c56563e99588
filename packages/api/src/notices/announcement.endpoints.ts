import { z } from 'zod';
import { SELF_SERVICE_POINTS } from '../auth/self-service.ts';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  advanceMessageSchema,
  announcementIdInput,
  announcementInput,
  announcementListQuery,
  announcementListSchema,
  announcementRowSchema,
  announcementUpdateInput,
  updateNoticeSchema,
  versionRowSchema,
} from './announcement.schema.ts';

const manage = '/api/v1/Message/Announcement';
const read = '/api/v1/Message/Message';

const write = <I extends z.ZodType>(path: string, summary: string, functionPoint: string, input: I) =>
  defineEndpoint({
    method: 'POST',
    path: `${manage}/${path}`,
    summary,
    input,
    output: announcementRowSchema,
    access: { functionPoint },
    notifySuccess: true,
  });

/** The notification center: announcements are written, published, pinned and withdrawn. */
export const announcementEndpoints = {
  getList: defineEndpoint({
    method: 'POST',
    path: `${manage}/GetList`,
    summary: 'Announcements in every state, pinned first, newest first',
    input: announcementListQuery,
    output: announcementListSchema,
    access: { functionPoint: 'system:notice:view' },
    mutates: false,
  }),
  getDetail: defineEndpoint({
    method: 'GET',
    path: `${manage}/GetDetail`,
    summary: 'One announcement',
    input: announcementIdInput,
    output: announcementRowSchema,
    access: { functionPoint: 'system:notice:view' },
  }),
  create: write(
    'Create',
    'Write an announcement; it starts as a draft',
    'system:notice:edit',
    announcementInput,
  ),
  update: write(
    'Update',
    'Edit a draft or unpublished announcement',
    'system:notice:edit',
    announcementUpdateInput,
  ),
  publish: write(
    'Publish',
    'Publish a draft or unpublished announcement',
    'system:notice:publish',
    announcementIdInput,
  ),
  unpublish: write(
    'Unpublish',
    'Withdraw a published announcement',
    'system:notice:publish',
    announcementIdInput,
  ),
  pin: write('Pin', 'Pin a published announcement to the top', 'system:notice:publish', announcementIdInput),
  unpin: write('Unpin', 'Unpin an announcement', 'system:notice:publish', announcementIdInput),
};

/** What every logged-in user reads: banner, update notice, published announcements. */
export const noticeReadEndpoints = {
  getAdvance: defineEndpoint({
    method: 'GET',
    path: `${read}/GetAdvance`,
    summary: 'The banner: the newest published announcement whose deadline has not passed',
    input: z.object({}),
    output: advanceMessageSchema,
    access: 'session',
  }),
  getNew: defineEndpoint({
    method: 'GET',
    path: `${read}/GetNew`,
    summary: "The newest version's update notice, unless the caller chose not to be prompted again",
    input: z.object({}),
    output: updateNoticeSchema,
    access: 'session',
  }),
  notPromptAgain: defineEndpoint({
    method: 'GET',
    path: `${read}/NotPromptAgain`,
    summary: 'Stop prompting this update notice to the caller',
    input: announcementIdInput,
    output: z.null(),
    access: { functionPoint: SELF_SERVICE_POINTS.messageRead },
    mutates: true,
  }),
  getPublished: defineEndpoint({
    method: 'POST',
    path: `${read}/GetPublished`,
    summary: 'Published announcements, pinned first (information center, dashboard)',
    input: announcementListQuery.omit({ type: true }),
    output: announcementListSchema,
    access: 'session',
    mutates: false,
  }),
  getVersions: defineEndpoint({
    method: 'GET',
    path: `${read}/GetVersions`,
    summary: 'System update: published update notices grouped by version, newest first',
    input: z.object({}),
    output: z.array(versionRowSchema),
    access: 'session',
  }),
};
