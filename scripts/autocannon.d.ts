// The small part of autocannon's API that scripts/bench.ts uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Result = { requests: { average: number }; errors: number; timeouts: number; non2xx: number };
  type Instance = EventEmitter & PromiseLike<Result>;
  export default function autocannon(options: Options): Instance;
}
