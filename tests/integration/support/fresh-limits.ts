// Each integration file starts with empty limiter counters (see resetRateLimits).
import { beforeAll } from 'vitest';
import { resetRateLimits } from './db';

beforeAll(resetRateLimits);
