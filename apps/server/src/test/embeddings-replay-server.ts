import { createServer } from 'node:http';
import { embedLocally } from '../modules/vector/local-embedder.ts';
import { listenLocally } from './listen-locally.ts';

export interface EmbeddingsReplayServer {
  baseUrl: string;
  /** The inputs of every request, in order. */
  requests: { model: string; input: string[]; authorization: string | undefined }[];
  close(): Promise<void>;
}

/**
 * A local stand-in for an OpenAI-compatible POST /embeddings: answers {data: [{embedding, index}]} for each input,
 * the vectors being the in-process features at another size (64 by default), unnormalised, in reverse order, so
 * the client's normalising, ordering and other-size path are all exercised. Any other path answers 404.
 */
export async function startEmbeddingsReplayServer({
  dimensions = 64,
  listenPort = 0,
}: { dimensions?: number; listenPort?: number } = {}): Promise<EmbeddingsReplayServer> {
  const requests: EmbeddingsReplayServer['requests'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/embeddings')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; input: string[] };
      requests.push({ model: body.model, input: body.input, authorization: req.headers.authorization });
      const data = body.input
        .map((text, index) => ({
          object: 'embedding',
          index,
          embedding: embedLocally(text, dimensions).map((value) => value * 3),
        }))
        .reverse();
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          object: 'list',
          data,
          model: body.model,
          usage: { prompt_tokens: 0, total_tokens: 0 },
        }),
      );
    });
  });
  const { origin, close } = await listenLocally(server, listenPort);
  return { baseUrl: `${origin}/v1`, requests, close };
}
