/** The part of autocannon 9's API the benches use (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    amount?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    pipelining?: number;
    title?: string;
    /** Requests sent in turn on every connection; `setupRequest` may rewrite each before it is sent. */
    requests?: RequestOptions[];
  }

  export interface RequestOptions {
    method?: Options['method'];
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestOptions, context: Record<string, unknown>) => RequestOptions;
  }

  /** Latency in ms; requests and throughput per second. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
