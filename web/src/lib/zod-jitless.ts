import { z } from 'zod';

// zod compiles parsers with `new Function` after probing whether eval works; under our CSP (no
// 'unsafe-eval') the probe alone logs a console error. Must run before any schema is created.
z.config({ jitless: true });
