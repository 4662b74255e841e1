import { afterAll } from 'vitest';
import { flushOutcomes } from './hostile-client';

// Each file hands its outcomes over once, at its end, for the run's closing summary.
afterAll(flushOutcomes);
