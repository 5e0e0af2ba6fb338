import { createServer, type Server } from 'node:http';
import sharp from 'sharp';

/** The tiles' plain colours, so a screenshot tells which base layer is drawn. */
export const TILE_COLORS = {
  street: { r: 236, g: 228, b: 212 },
  satellite: { r: 34, g: 85, b: 51 },
} as const;
export type TileLayer = keyof typeof TILE_COLORS;

export interface TileServer {
  url: string;
  /** The env of the API that makes the map use these tiles. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** A 256×256 PNG of one colour with a darker 1-px border (the tile grid shows in screenshots). */
async function tile({ r, g, b }: { r: number; g: number; b: number }): Promise<Buffer> {
  const border = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="rgb(${r - 30},${g - 30},${b - 30})"/></svg>`,
  );
  return sharp({ create: { width: 256, height: 256, channels: 3, background: { r, g, b } } })
    .composite([{ input: border }])
    .png()
    .toBuffer();
}

/**
 * Serves map tiles from the test machine, so the browser tests never reach the internet:
 * `/{layer}/{z}/{x}/{y}.png`, and `/stats` answers how many tiles of each layer were asked for
 * (test files run in other processes than this server).
 */
export async function startTileServer(): Promise<TileServer> {
  const pngs = { street: await tile(TILE_COLORS.street), satellite: await tile(TILE_COLORS.satellite) };
  const served: Record<TileLayer, number> = { street: 0, satellite: 0 };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://tiles');
    if (url.pathname === '/stats') {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(served));
      return;
    }
    const match = /^\/(street|satellite)\/\d+\/\d+\/\d+\.png$/.exec(url.pathname);
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const layer = match[1] as TileLayer;
    served[layer] += 1;
    response.writeHead(200, {
      'content-type': 'image/png',
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    });
    response.end(pngs[layer]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the tile server has no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    env: {
      MAP_STREET_TILES: `${url}/street/{z}/{x}/{y}.png`,
      MAP_STREET_ATTRIBUTION: 'Calles de prueba',
      MAP_SATELLITE_TILES: `${url}/satellite/{z}/{x}/{y}.png`,
      MAP_SATELLITE_ATTRIBUTION: 'Satélite de prueba',
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** How many tiles of each layer the server has answered so far. */
export async function tileStats(tileServerURL: string): Promise<Record<TileLayer, number>> {
  const response = await fetch(`${tileServerURL}/stats`);
  return (await response.json()) as Record<TileLayer, number>;
}
