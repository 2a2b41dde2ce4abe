// Imported first by main.tsx, before any zod schema is built: zod 4 otherwise probes
// `new Function` to compile fast object parsers, which the Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') refuses and reports as a violation.
import { z } from 'zod';

z.config({ jitless: true });
