import fastifyMultipart from '@fastify/multipart';
import { endpoints } from '@vigila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import type { RecordingsServices } from './recordings.deps.ts';
import { route } from '../../http/route.ts';
import { MAX_RECORDING_BYTES, readAudioUpload } from './read-audio-upload.ts';
import type { RecordingsDeps } from './recordings.deps.ts';
import { deleteRecording, reanalyzeRecording, recordingUrl } from './recordings.service.ts';
import { saveTranscript, TRANSCRIPT_SAVED } from './save-transcript.service.ts';
import { uploadRecording } from './upload-recording.service.ts';

/**
 * Call recordings: upload, re-analysis, deletion and the signed audio link (SPEC §7.2). The list, detail,
 * counts and history routes are the items module's. Multipart parsing is registered in this scope only, with
 * this module's size limit.
 */
export const recordingsRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions<RecordingsServices>> = async (
  app,
  options,
) => {
  const { services } = options;
  const deps: RecordingsDeps = {
    db: services.database.db,
    jobs: services.jobs,
    blobStore: services.blobStore,
    blobSigningSecret: services.blobSigningSecret,
    publicUrl: options.publicUrl,
  };
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_RECORDING_BYTES, files: 1, fields: 5 } });

  route(app, endpoints.transcriptionEngine, {
    access: 'member',
    tags: ['recordings'],
    summary: 'Which engine transcribes uploaded recordings on this server (none: they wait for one)',
    // The engine's kind only: never its address or key.
    handler: () => Promise.resolve({ engine: services.transcriber.name }),
  });

  route(app, endpoints.uploadRecording, {
    access: 'member',
    tags: ['recordings'],
    summary: 'Upload one audio file (multipart field `audio`); it is transcribed, then analysed',
    handler: async (request) => {
      const caller = callerOf(request);
      const file = await readAudioUpload(request);
      if ('tooLarge' in file) throw AppError.of('recording_too_large');
      const { id } = await uploadRecording(deps, caller, file);
      return { success: true as const, recording_id: id };
    },
  });

  route(app, endpoints.analyzeRecording, {
    access: 'member',
    tags: ['recordings'],
    summary: 'Transcribe (if it has no text yet) or analyse a recording again',
    handler: async (request) => {
      const { job } = await reanalyzeRecording(deps, callerOf(request), request.body);
      const message = job === 'transcribe-recording' ? 'Transcription started' : 'Analysis started';
      return { success: true as const, message };
    },
  });

  route(app, endpoints.saveTranscript, {
    access: 'member',
    tags: ['recordings'],
    summary:
      'Type, paste or correct a recording’s transcript: earlier versions kept, the change audited, the recording analysed again',
    handler: async (request) => {
      const { version } = await saveTranscript(deps, callerOf(request), request.params.id, request.body);
      return { success: true as const, message: TRANSCRIPT_SAVED, version };
    },
  });

  route(app, endpoints.deleteRecording, {
    access: 'member',
    tags: ['recordings'],
    summary: 'Remove a recording: archived (out of the lists), its page, audio, history and cases kept',
    handler: async (request) => {
      await deleteRecording(deps, callerOf(request), request.params);
      return { success: true as const };
    },
  });

  route(app, endpoints.recordingUrl, {
    access: 'member',
    tags: ['recordings'],
    summary: 'An expiring link to the audio, for the player',
    handler: async (request) => ({
      success: true as const,
      data: await recordingUrl(deps, callerOf(request), request.params),
    }),
  });
};
