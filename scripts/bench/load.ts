/** Bounded load run with autocannon against a URL on loopback. */
import autocannon from 'autocannon';

import {LOAD_TEST} from '../../src/config/performance';

export interface LoadFigures {
  readonly url: string;
  readonly requestsPerSecond: number;
  readonly p99LatencyMs: number;
  readonly requests: number;
  /** Connection errors, timeouts and non-2xx responses. */
  readonly errors: number;
}

export async function loadTest(url: string): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: LOAD_TEST.connections,
    duration: LOAD_TEST.benchDurationSeconds,
    reconnectRate: LOAD_TEST.requestsPerConnection,
  });
  return {
    url: new URL(url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p99LatencyMs: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
