import {
  emailListResponseSchema,
  emailResponseSchema,
  historyResponseSchema,
  recordingHistoryResponseSchema,
  recordingListResponseSchema,
  recordingResponseSchema,
} from '@vigila/domain';
import { presentEmail } from './email.presenter.ts';
import { presentRecording } from './recording.presenter.ts';
import { sourceItemRoutes } from './source-item-routes.ts';

/**
 * The review reads of the uploaded sources, with the paths and answer keys of SPEC §7.2. The monitored sources'
 * reads are part of their adapters (modules/sources/adapters, registered by sources.routes.ts).
 */
export const sourceItemRoutePlugins = [
  sourceItemRoutes({
    source: 'email',
    tag: 'emails',
    listPath: '/emails',
    itemPath: '/emails',
    listKey: 'data',
    historyKey: 'data',
    present: presentEmail,
    listResponse: emailListResponseSchema,
    detailResponse: emailResponseSchema,
    historyResponse: historyResponseSchema,
    notFound: 'email_not_found',
    noun: 'e-mails',
  }),
  sourceItemRoutes({
    source: 'recording',
    tag: 'recordings',
    listPath: '/recordings',
    itemPath: '/recordings',
    listKey: 'recordings',
    historyKey: 'history',
    present: presentRecording,
    listResponse: recordingListResponseSchema,
    detailResponse: recordingResponseSchema,
    historyResponse: recordingHistoryResponseSchema,
    notFound: 'recording_not_found',
    noun: 'recordings',
  }),
];
