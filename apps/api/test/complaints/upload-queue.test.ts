import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { stalledUpload, wholeComplaint } from '../support/raw-uploads.ts';

/**
 * When every upload slot is busy a citizen's upload waits its turn (two slots here, a wait of
 * two seconds) instead of bouncing: a phone on a slow network should not send its photo a second
 * time because another phone finished a moment later. Before the queue, the third upload was
 * answered 429 at once.
 */
describe.each(engines())('uploads waiting for a slot on %s', (engine) => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await buildTestApp(engine, {
      FORMULARIO_MAX_CONCURRENT_UPLOADS: '2',
      FORMULARIO_MAX_CONCURRENT_UPLOADS_PER_ADDRESS: '1',
      FORMULARIO_QUEUE_SECONDS: '2',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t.close());

  const metric = async (name: string) => {
    const text = (await t.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  };

  it('lets an upload wait while both slots are busy and reads it as soon as one frees', async () => {
    const holders = [stalledUpload(port, '127.0.0.41'), stalledUpload(port, '127.0.0.42')];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const citizen = wholeComplaint(port, '127.0.0.43');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await metric('reclamos_upload_queue_length')).toBe(1);
    holders[0]!.req.destroy();
    const answer = await citizen;
    expect(answer.status, answer.message).toBe(201);
    expect(await metric('reclamos_upload_queue_length')).toBe(0);
    expect(await metric('reclamos_upload_queue_wait_seconds_count')).toBeGreaterThanOrEqual(3);
    holders[1]!.req.destroy();
  });

  it('turns an upload away with 429 "busy" once its wait is over, not sooner', async () => {
    const holders = [stalledUpload(port, '127.0.0.51'), stalledUpload(port, '127.0.0.52')];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    expect(await wholeComplaint(port, '127.0.0.53')).toEqual({ status: 429, message: COMPLAINTS_MSG.server.uploadsBusy });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
    for (const holder of holders) holder.req.destroy();
  });
});
