import { config } from 'zod';

// The server's Content-Security-Policy forbids eval. zod decides whether to compile its parsers (new Function) when
// a schema is *built* — at import time, for the shared domain schemas — and the browser reports that probe as a
// violation even though zod catches it. So this module is main.tsx's first import: it runs before any schema exists.
config({ jitless: true });
