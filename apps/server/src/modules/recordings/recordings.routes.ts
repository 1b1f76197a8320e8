import fastifyMultipart from '@fastify/multipart';
import {
  errorResponseSchema,
  itemIdParamsSchema,
  okResponseSchema,
  recordingAnalyzeRequestSchema,
  recordingUploadResponseSchema,
  signedUrlResponseSchema,
} from '@vigila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { MAX_RECORDING_BYTES, readAudioUpload, RECORDING_TOO_LARGE } from './read-audio-upload.ts';
import type { RecordingsDeps } from './recordings.deps.ts';
import { deleteRecording, reanalyzeRecording, recordingUrl } from './recordings.service.ts';
import { uploadRecording } from './upload-recording.service.ts';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Call recordings: upload, re-analysis, deletion and the signed audio link (SPEC §7.2). The list, detail,
 * counts and history routes are the items module's. Multipart parsing is registered in this scope only, with
 * this module's size limit.
 */
export const recordingsRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  const { services } = options;
  const deps: RecordingsDeps = {
    db: services.database.db,
    jobs: services.jobs,
    blobStore: services.blobStore,
    blobSigningSecret: services.blobSigningSecret,
    publicUrl: options.publicUrl,
  };
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_RECORDING_BYTES, files: 1, fields: 5 } });

  app.post('/recordings/upload', {
    config: { access: 'member' },
    schema: {
      tags: ['recordings'],
      summary: 'Upload one audio file (multipart field `audio`); it is transcribed, then analysed',
      consumes: ['multipart/form-data'],
      response: { 200: recordingUploadResponseSchema, 413: errorResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const file = await readAudioUpload(request);
      if ('tooLarge' in file) return reply.status(413).send({ error: RECORDING_TOO_LARGE, code: 'recording_too_large' });
      const { id } = await uploadRecording(deps, caller, file);
      return { success: true as const, recording_id: id };
    },
  });

  app.post('/recordings/analyze', {
    config: { access: 'member' },
    schema: {
      tags: ['recordings'],
      summary: 'Transcribe (if it has no text yet) or analyse a recording again',
      body: recordingAnalyzeRequestSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { job } = await reanalyzeRecording(deps, callerOf(request), request.body);
      const message = job === 'transcribe-recording' ? 'Transcription started' : 'Analysis started';
      return { success: true as const, message };
    },
  });

  app.delete('/recordings/:id', {
    config: { access: 'member' },
    schema: {
      tags: ['recordings'],
      summary: 'Delete a recording, its status history and its audio file',
      params: itemIdParamsSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { fileRemoved } = await deleteRecording(deps, callerOf(request), request.params);
      if (!fileRemoved) request.log.warn({ recordingId: request.params.id }, 'recording file not removed');
      return { success: true as const };
    },
  });

  app.get('/recordings/:id/url', {
    config: { access: 'member' },
    schema: {
      tags: ['recordings'],
      summary: 'An expiring link to the audio, for the player',
      params: itemIdParamsSchema,
      response: { 200: signedUrlResponseSchema, ...errors },
    },
    handler: async (request) => ({
      success: true as const,
      data: await recordingUrl(deps, callerOf(request), request.params),
    }),
  });
};
