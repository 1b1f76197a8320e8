import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalListener {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  origin: string;
  close: () => Promise<void>;
}

/** Starts a test's local stand-in server on the loopback interface; port 0 picks a free port. */
export async function listenLocally(server: Server, port = 0): Promise<LocalListener> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
