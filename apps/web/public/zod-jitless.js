// @ts-check
// The server's Content-Security-Policy forbids eval. zod decides whether to compile its parsers with new Function
// when a schema is built — at import time for the shared domain schemas, which the bundler may evaluate before any
// module of ours — and the browser reports that probe as a violation even though zod catches it. zod reads this
// global when it loads, so a classic script that runs before the module scripts makes it parse without eval.
(function () {
  /** @type {{ __zod_globalConfig?: Record<string, unknown> }} */
  const zodGlobal = /** @type {never} */ (globalThis);
  zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
})();
