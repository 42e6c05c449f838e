// A loopback HTTP server standing in for a third-party API: 127.0.0.1 on a free port, every request
// recorded, and switches to answer errors or hang so outages can be tested.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Arrival time (ms), for pacing checks. */
  at: number;
};

export type FakeReply = { status?: number; json: unknown };
export type FakeHandler = (request: RecordedRequest) => FakeReply;

export type Fake = {
  url: string;
  requests: RecordedRequest[];
  /** "up" answers normally; "error" answers 503; "hang" never answers (for timeouts). */
  mode: "up" | "error" | "hang";
  /** The next this many requests find their connection closed with no answer, as a server closes an idle keep-alive. */
  drops: number;
  close(): Promise<void>;
};

export async function startFake(handler: FakeHandler): Promise<Fake> {
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
      at: Date.now(),
    };
    fake.requests.push(recorded);
    if (fake.drops > 0) {
      fake.drops--;
      req.socket.destroy();
      return;
    }
    if (fake.mode === "hang") return;
    const reply: FakeReply = fake.mode === "error" ? { status: 503, json: { error: "down" } } : handler(recorded);
    res.writeHead(reply.status ?? 200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(reply.json));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: Fake = {
    url: `http://127.0.0.1:${port}`,
    requests: [],
    mode: "up",
    drops: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** An address on loopback where nothing listens: connections are refused. */
export async function deadUrl(): Promise<string> {
  const fake = await startFake(() => ({ json: null }));
  await fake.close();
  return fake.url;
}
