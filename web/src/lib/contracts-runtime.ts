// Order matters: zod is configured before the contracts module creates its schemas.
import './zod-jitless';

export * from '@cinema/contracts';
