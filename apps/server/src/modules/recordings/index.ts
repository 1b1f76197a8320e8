// The public entry of the recordings module: what other modules and the composition root may use. Files outside
// modules/recordings/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { recordingsRoutes } from './recordings.routes.ts';
export { registerTranscribeRecordingWorker } from './transcribe-recording.job.ts';
