import http from 'node:http';

/**
 * A process of its own that asks `GET /api/health` of the URL in argv[2] every 10 ms (one request
 * at a time, kept-alive connection) until its parent sends 'stop', then sends back every latency
 * in ms and exits. Being outside the load generator, its figures are the server's alone. argv[3]
 * names another path to ask (e.g. /api/me) and argv[4] the bearer token it needs.
 */
const base = process.argv[2];
const probedPath = process.argv[3] ?? '/api/health';
const token = process.argv[4];
if (!base || !process.send) throw new Error('usage: started by support/health-probe.ts with the API URL');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies: number[] = [];
let running = true;
let failures = 0;

function ask(): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(`${base}${probedPath}`, { agent, headers: token ? { authorization: `Bearer ${token}` } : {} }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) latencies.push(performance.now() - started);
        else failures += 1;
        resolve();
      });
    });
    request.on('error', () => {
      failures += 1;
      resolve();
    });
  });
}

process.on('message', (message) => {
  if (message === 'stop') running = false;
});
process.send('ready');
while (running) {
  await ask();
  await new Promise((resolve) => setTimeout(resolve, 10));
}
process.send({ latencies, failures }, () => process.exit(0));
