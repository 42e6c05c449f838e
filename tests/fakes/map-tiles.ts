// A loopback stand-in for a keyless map host (OpenFreeMap's role): a minimal MapLibre style and raster
// tiles drawn on the fly (a pale ground with a street grid), on 127.0.0.1, with the CORS headers a map on
// another origin needs. Every request is recorded, so tests can see the map asked for tiles.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

export type MapTiles = {
  url: string;
  styleUrl: string;
  requests: string[];
  close(): Promise<void>;
};

const TILE = 256;
export const TILES_ATTRIBUTION = "© OpenStreetMap contributors";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256×256 RGB PNG: pale ground, white streets every 64 px, a park in one corner. */
function tilePng(): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < TILE; y++) {
    const row = Buffer.alloc(1 + TILE * 3); // filter byte 0, then RGB
    for (let x = 0; x < TILE; x++) {
      const street = x % 64 < 4 || y % 64 < 4;
      const park = x > 150 && x < 230 && y > 150 && y < 230;
      const [r, g, b] = street ? [255, 255, 255] : park ? [200, 230, 190] : [242, 239, 233];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE, 0);
  header.writeUInt32BE(TILE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function style(base: string) {
  return {
    version: 8,
    name: "Amble test tiles",
    sources: {
      streets: {
        type: "raster",
        tiles: [`${base}/tiles/{z}/{x}/{y}.png`],
        tileSize: TILE,
        maxzoom: 19,
        attribution: TILES_ATTRIBUTION,
      },
    },
    layers: [
      { id: "ground", type: "background", paint: { "background-color": "#f2efe9" } },
      { id: "streets", type: "raster", source: "streets" },
    ],
  };
}

/** Starts the map host on `port` (0: any free port). */
export async function startMapTiles(port = 0): Promise<MapTiles> {
  const png = tilePng();
  const sockets = new Set<import("node:net").Socket>();
  const requests: string[] = [];
  let base = "";
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    requests.push(path);
    const headers = { "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" };
    if (path === "/style.json") {
      res.writeHead(200, { ...headers, "Content-Type": "application/json" });
      return res.end(JSON.stringify(style(base)));
    }
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path)) {
      res.writeHead(200, { ...headers, "Content-Type": "image/png", "Content-Length": png.length });
      return res.end(png);
    }
    res.writeHead(404, headers);
    res.end();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    styleUrl: `${base}/style.json`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
