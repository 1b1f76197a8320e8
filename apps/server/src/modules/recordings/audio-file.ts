import type { AudioFormat } from '../../transcription/audio/decode-audio.ts';

/** SPEC §5 and §8: the one message for anything that is not an audio file. */

/** Extensions browsers and phones give call recordings (SPEC §5 names MP3 and MP4 audio). */
const AUDIO_EXTENSIONS = new Set([
  'mp3', 'wav', 'wave', 'm4a', 'mp4', 'aac', 'ogg', 'oga', 'opus', 'flac', 'webm', 'weba', 'wma', 'amr', 'aif',
  'aiff', 'caf', '3gp',
]); // prettier-ignore

/** The first check, before any byte is read: an audio/* type or a known audio extension. */
export function claimsToBeAudio(fileName: string, contentType: string): boolean {
  if (/^audio\//i.test(contentType.trim())) return true;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension !== undefined && AUDIO_EXTENSIONS.has(extension);
}

/**
 * The type the file is served with, from the container the bytes decoded as, never from the upload's header
 * (what the browser said is not trusted to be served back).
 */
export const CONTENT_TYPE_BY_FORMAT: Record<AudioFormat, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  aiff: 'audio/aiff',
  caf: 'audio/x-caf',
  webm: 'audio/webm',
  amr: 'audio/amr',
  wma: 'audio/x-ms-wma',
  qoa: 'audio/qoa',
};

/** A display name: the last path segment, without control characters, at most 255 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const printable = Array.from(base)
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('');
  const cleaned = printable.trim().slice(0, 255);
  return cleaned || 'recording';
}
