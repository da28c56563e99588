import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { importUploadSchema, taskRefSchema } from '../imports/import.schema.ts';
import {
  logisticsServiceInput,
  logisticsServiceListQuery,
  logisticsServicePageSchema,
  logisticsServiceRowSchema,
  logisticsServiceUpdate,
  remoteAreaListQuery,
  remoteAreaPageSchema,
} from './logistics-service.schema.ts';

const base = '/api/v1/System/LogisticsService';
const view = { access: { functionPoint: 'develop:logistics-service:view' }, mutates: false } as const;
const write = { access: { functionPoint: 'develop:logistics-service:update' }, notifySuccess: true } as const;

/** System/LogisticsService: the carriers' services (develop area) and their remote-area postal codes. */
export const logisticsServiceEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPageList`,
    summary: 'Logistics services (paged), enabled or not',
    input: logisticsServiceListQuery,
    output: logisticsServicePageSchema,
    ...view,
  }),
  get: defineEndpoint({
    method: 'POST',
    path: `${base}/Get`,
    summary: 'One logistics service',
    input: z.object({ id: z.uuid() }),
    output: logisticsServiceRowSchema,
    ...view,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Add a logistics service of a carrier; quotations price it, zone partitions route it',
    input: logisticsServiceInput,
    output: logisticsServiceRowSchema,
    access: { functionPoint: 'develop:logistics-service:create' },
    notifySuccess: true,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/Update`,
    summary: 'Edit a logistics service; its carrier and service code stay',
    input: logisticsServiceUpdate,
    output: logisticsServiceRowSchema,
    ...write,
  }),
  getRemotePageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetRemotePageList`,
    summary: 'Remote-area postal codes of the carriers (remote kind)',
    input: remoteAreaListQuery,
    output: remoteAreaPageSchema,
    ...view,
  }),
  importRemote: defineEndpoint({
    method: 'POST',
    path: `${base}/ImportRemote`,
    summary: "Import remote-area postal codes (remote kind); a carrier's codes are replaced; runs as a task",
    input: importUploadSchema.extend({ kind: z.enum(['remote']) }),
    output: taskRefSchema,
    access: { functionPoint: 'develop:logistics-service:import' },
  }),
};
