// audio-type ships no types: it sniffs a buffer's first bytes and names the container ('wav', 'mp3', …).
declare module 'audio-type' {
  export default function audioType(buffer: Uint8Array): string | undefined;
}
