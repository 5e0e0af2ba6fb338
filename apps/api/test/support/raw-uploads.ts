import { randomUUID } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import { multipartBody } from './multipart.ts';
import { jpegWithMetadata } from './photos.ts';

/**
 * Complaint uploads over real sockets from a chosen loopback address (Linux answers all of
 * 127.0.0.0/8), for limits that only real connections show: slots, queues, stalls, quotas.
 */

/** An upload from `address` that announces 8 MB, sends a few bytes, then nothing. */
export function stalledUpload(port: number, address: string): { req: ClientRequest; answer: Promise<number | 'closed'> } {
  const req = request({
    host: '127.0.0.1',
    localAddress: address,
    port,
    method: 'POST',
    path: '/api/formulario',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '8000000', 'idempotency-key': randomUUID() },
  });
  const answer = new Promise<number | 'closed'>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve('closed'));
    req.on('close', () => resolve('closed'));
  });
  req.write('--x\r\n');
  return { req, answer };
}

/** A whole complaint from `address`, sent at once: its status and message. */
export async function wholeComplaint(port: number, address: string): Promise<{ status: number; message: string }> {
  const body = await multipartBody(
    {
      cedula: '7000006',
      nombre: 'ANA',
      telefono: '70000006',
      placa: '4444CCC',
      delito_id: '1',
      direccion: 'Av. Bolívar',
      descripcion: 'x',
    },
    { name: 'foto.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata(64, 48) },
  );
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        localAddress: address,
        port,
        method: 'POST',
        path: '/api/formulario',
        headers: { ...body.headers, 'content-length': String(body.payload.length), 'idempotency-key': randomUUID() },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, message: (JSON.parse(text) as { message: string }).message }));
      },
    );
    req.on('error', reject);
    req.end(body.payload);
  });
}
