import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegWithMetadata } from '../support/photos.ts';

interface LogLine {
  level: number;
  msg: string;
}

const PINO_ERROR = 50;

/**
 * A phone that loses coverage halfway through sending its photo: the server must treat it as the
 * caller's doing (an info line), never as its own fault (an error line an operator is paged for),
 * and must not keep a half-written complaint.
 */
describe.each(engines())('a client hanging up mid-upload (%s)', (engine) => {
  let t: TestApp;
  const logs: LogLine[] = [];
  let port: number;

  beforeAll(async () => {
    const stream = { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) };
    // At debug: a request's 'incoming request' line is written only then (request-logging.ts).
    t = await buildTestApp(engine, {}, { logger: { level: 'debug', stream } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  async function sendHalfAndHangUp(): Promise<void> {
    const body = await multipartBody(
      {
        cedula: '7000001',
        nombre: 'Ana Quispe',
        placa: '1234ABC',
        delito_id: '1',
        direccion: 'Calle Bolívar',
        descripcion: 'Se fue sin parar.',
      },
      { name: 'foto.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata(1200, 900) },
    );
    const head = [
      'POST /api/formulario HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Content-Type: ${body.headers['content-type']}`,
      `Content-Length: ${body.payload.length}`,
      `Idempotency-Key: ${randomUUID()}`,
      '',
      '',
    ].join('\r\n');
    const requestsBefore = incomingRequests();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(head);
    socket.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)));
    // Hang up once the server has taken the request in (its 'incoming request' line), so the cut
    // falls in the body it is reading, not before the request reached it.
    await until(() => incomingRequests() > requestsBefore);
    socket.destroy();
  }

  const incomingRequests = () => logs.filter((line) => line.msg === 'incoming request').length;

  async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
    const start = Date.now();
    // Paces this bounded poll (it gives up after timeoutMs; the assertions after it say what was missing).
    while (!condition() && Date.now() - start < timeoutMs) await new Promise((resolve) => setTimeout(resolve, 25));
  }

  it('logs the dropped upload as information, not as a server error, and keeps no complaint', async () => {
    const before = Number((await t.app.db('reclamos').count({ n: '*' }).first())?.n ?? 0);
    for (let i = 0; i < 3; i++) await sendHalfAndHangUp();
    await until(() => logs.filter((line) => line.msg === 'upload ended early').length >= 3);

    expect(logs.filter((line) => line.msg === 'upload ended early')).toHaveLength(3);
    expect(logs.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
    expect(Number((await t.app.db('reclamos').count({ n: '*' }).first())?.n ?? 0)).toBe(before);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
