import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Streams `chunks` as a CSV attachment named `fileName`: written while it is read, never held whole. */
export function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncGenerator<string>): void {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks, { highWaterMark: 1 }));
}
