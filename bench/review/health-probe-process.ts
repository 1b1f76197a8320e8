import { request } from 'node:http';

/**
 * The load bench's health probe, in a process of its own so that the load generator's own pauses (its garbage
 * collection, 12,000 requests in flight) are not counted as the server's: GET /api/health every `everyMs` on a new
 * connection for `seconds` (after one untimed request), then one JSON line with each answer's milliseconds (or -1 for an error).
 */
const [origin = '', everyMs = '100', seconds = '60'] = process.argv.slice(2);
const url = new URL(origin);
const samples: Promise<number>[] = [];

function probe(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: url.hostname, port: url.port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : -1));
    });
    req.on('error', () => resolve(-1));
    req.end();
  });
}

// One untimed request first: this process's own first request (resolving localhost, loading the HTTP client) took
// 50-70 ms and was counted as the server's worst delay.
await probe();
const timer = setInterval(() => samples.push(probe()), Number(everyMs));
setTimeout(
  () => {
    clearInterval(timer);
    void Promise.all(samples).then((ms) => console.log(JSON.stringify(ms)));
  },
  Number(seconds) * 1000,
);
