import { io, type Socket } from 'socket.io-client';
import {
  POSITIONS_SOCKET_PATH,
  type PositionAck,
  type PositionsClientToServer,
  type PositionsServerToClient,
} from '@reclamos/shared-types/positions/schemas';
import { StreetWalker } from '../../positions/street-walker.ts';
import type { ServerHandle } from '../child-process.ts';
import type { PositionsServerData } from '../positions-server.ts';
import { cpuSeconds, rssBytes } from '../support/proc.ts';
import { startHealthProbe } from '../support/health-probe.ts';
import { REPORT_INTERVAL_MS } from './settings.ts';

/** The load generator: devices report over socket.io, viewers time each delivery; the servers' CPU and memory from /proc. */

type Client = Socket<PositionsServerToClient, PositionsClientToServer>;

export interface Scenario {
  label: string;
  servers: ServerHandle<PositionsServerData>[];
  seeded: PositionsServerData;
  /** How many of the seeded devices report (all viewers watch). */
  devices: number;
  warmupMs: number;
  measureMs: number;
  /** Time GET /api/health from a process of its own meanwhile. */
  probeHealth?: boolean;
}

export interface ScenarioResult {
  label: string;
  processes: number;
  /** Delivery latency (device emit → viewer receive), all deliveries in the measured window. */
  latencies: number[];
  devices: number;
  viewers: number;
  /** Reports sent in the measured window. */
  offered: number;
  /** GET /api/health latencies from a separate process (Infinity = failed), if probed. */
  healthLatencies: number[];
  /** Deliveries whose viewer sits on another process than the reporting device. */
  crossLatencies: number[];
  accepted: number;
  refused: Record<string, number>;
  expectedDeliveries: number;
  deliveries: number;
  serverCpuPercent: number[];
  serverPeakRss: number[];
  generatorCpuPercent: number;
}

function connectClient(url: string, token: string): Promise<Client> {
  const socket: Client = io(url, {
    path: POSITIONS_SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => work(item, i + j)))));
  return out;
}

/** Times GET /api/health from a child process for `ms`, against the first server; a failed check counts as endless. */
async function probeHealth(url: string, ms: number): Promise<number[]> {
  const probe = await startHealthProbe(url);
  await new Promise((resolve) => setTimeout(resolve, ms));
  const { latencies, failures } = await probe.stop();
  return [...latencies, ...Array.from({ length: failures }, () => Number.POSITIVE_INFINITY)];
}

export async function runScenario(scenario: Scenario): Promise<ScenarioResult> {
  const { label, servers, warmupMs, measureMs } = scenario;
  const seeded = { viewers: scenario.seeded.viewers, devices: scenario.seeded.devices.slice(0, scenario.devices) };
  const viewers = seeded.viewers.length;
  const serverOf = (index: number) => servers[index % servers.length] as ServerHandle<PositionsServerData>;
  console.log(`${label}: connecting ${viewers} viewers and ${seeded.devices.length} devices…`);
  const viewerSockets = await inBatches(seeded.viewers, 20, (viewer, i) => connectClient(serverOf(i).url, viewer.token));
  const deviceSockets = await inBatches(seeded.devices, 50, (device, i) => connectClient(serverOf(i).url, device.token));

  /** Report key (`id|lat`) → when it was sent and from which server index. */
  const sent = new Map<string, { at: number; server: number; measured: boolean }>();
  const state = { measuring: false, accepted: 0, expected: 0, deliveries: 0, offered: 0 };
  const refused: Record<string, number> = {};
  const latencies: number[] = [];
  const crossLatencies: number[] = [];

  viewerSockets.forEach((socket, viewerIndex) => {
    socket.on('actualizarConjunto', (update) => {
      const now = performance.now();
      const origin = sent.get(`${update.id}|${update.lat}`);
      if (!origin?.measured) return;
      const ms = now - origin.at;
      latencies.push(ms);
      state.deliveries += 1;
      if (origin.server !== viewerIndex % servers.length) crossLatencies.push(ms);
    });
  });

  const timers: NodeJS.Timeout[] = [];
  deviceSockets.forEach((socket, deviceIndex) => {
    const device = seeded.devices[deviceIndex];
    if (!device) return;
    const walker = new StreetWalker({ speed: deviceIndex % 2 === 0 ? 1.4 : 8 });
    let sequence = 0;
    const send = () => {
      const fix = walker.step(REPORT_INTERVAL_MS / 1000);
      // A unique latitude per report (sub-millimetre offset) lets viewers find its send time.
      sequence += 1;
      const lat = fix.lat + (sequence % 1000) * 1e-9;
      const measured = state.measuring;
      if (measured) state.offered += 1;
      sent.set(`${device.id}|${lat}`, { at: performance.now(), server: deviceIndex % servers.length, measured });
      socket.emit('posicion', { ...fix, lat }, (ack: PositionAck) => {
        if (!measured) return;
        if (ack.ok) {
          state.accepted += 1;
          state.expected += viewers;
        } else refused[ack.reason] = (refused[ack.reason] ?? 0) + 1;
      });
    };
    // Phases spread over the interval, as independent phones would be.
    const first = setTimeout(() => {
      send();
      timers.push(setInterval(send, REPORT_INTERVAL_MS));
    }, Math.random() * REPORT_INTERVAL_MS);
    timers.push(first);
  });

  console.log(`${label}: warming up ${warmupMs / 1000} s, measuring ${measureMs / 1000} s…`);
  await new Promise((resolve) => setTimeout(resolve, warmupMs));
  const cpuStart = servers.map((s) => cpuSeconds(s.pid));
  const generatorStart = process.cpuUsage();
  const startedAt = performance.now();
  const peakRss = servers.map((s) => rssBytes(s.pid));
  const sampler = setInterval(() => servers.forEach((s, i) => (peakRss[i] = Math.max(peakRss[i] ?? 0, rssBytes(s.pid)))), 1000);
  state.measuring = true;
  const health = scenario.probeHealth ? probeHealth(servers[0]?.url ?? '', measureMs) : Promise.resolve([]);
  await new Promise((resolve) => setTimeout(resolve, measureMs));
  state.measuring = false;
  const healthLatencies = await health;
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  const cpuEnd = servers.map((s) => cpuSeconds(s.pid));
  const generator = process.cpuUsage(generatorStart);
  clearInterval(sampler);
  // Let the last measured reports arrive before closing.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const timer of timers) clearInterval(timer);
  for (const socket of [...deviceSockets, ...viewerSockets]) socket.close();

  return {
    label,
    processes: servers.length,
    devices: seeded.devices.length,
    viewers,
    offered: state.offered,
    healthLatencies,
    latencies,
    crossLatencies,
    accepted: state.accepted,
    refused,
    expectedDeliveries: state.expected,
    deliveries: state.deliveries,
    serverCpuPercent: servers.map((_, i) => (((cpuEnd[i] ?? 0) - (cpuStart[i] ?? 0)) / elapsedSeconds) * 100),
    serverPeakRss: peakRss,
    generatorCpuPercent: ((generator.user + generator.system) / 1e6 / elapsedSeconds) * 100,
  };
}
