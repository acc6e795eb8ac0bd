import { config } from "zod/v4/core";

/*
 * zod 4 compiles object schemas with `new Function` unless told not to, and decides that when
 * each object schema is built. Under our CSP (no 'unsafe-eval') the probe is blocked and the
 * browser reports it as a violation even though zod recovers. `jitless` skips the probe.
 */
config({ jitless: true });
