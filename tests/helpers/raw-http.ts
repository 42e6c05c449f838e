// Raw HTTP against a test server, for paths, headers and bodies that fetch would normalise or refuse to send.
import http from "node:http";

export type Answer = { status: number; type: string; body: string; sent: number };

/** A raw request to `base` (a server's URL). */
export function rawRequest(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () =>
        resolve({ status: res.statusCode!, type: String(res.headers["content-type"]), body, sent: 0 }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** An answer's JSON error body. */
export const errorOf = (answer: Answer) => JSON.parse(answer.body) as { error: string; message: string };
