import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  dashboardQuery,
  dashboardSchema,
  feedbackFileInput,
  feedbackInput,
  feedbackRowSchema,
} from './dashboard.schema.ts';

const base = '/api/v1/Dashboard/Dashboard';

/** The dashboard: figures of the caller's warehouses and customers, and the feedback form. */
export const dashboardEndpoints = {
  getOverview: defineEndpoint({
    method: 'GET',
    path: `${base}/GetOverview`,
    summary: 'Dashboard widgets for the last 7, 15 or 30 US Pacific days',
    input: dashboardQuery,
    output: dashboardSchema,
    access: 'session',
  }),
  uploadFeedbackFile: defineEndpoint({
    method: 'POST',
    path: `${base}/UploadFeedbackFile`,
    summary: 'Store one feedback attachment (png, jpg, jpeg or zip, 10 MB at most)',
    input: feedbackFileInput,
    output: z.object({ id: z.uuid(), name: z.string() }),
    access: { functionPoint: 'home:feedback:create' },
  }),
  createFeedback: defineEndpoint({
    method: 'POST',
    path: `${base}/CreateFeedback`,
    summary: 'Send feedback with up to 3 uploaded attachments',
    input: feedbackInput,
    output: feedbackRowSchema,
    access: { functionPoint: 'home:feedback:create' },
    notifySuccess: true,
    successMessage: 'home:feedback.sent',
  }),
};
