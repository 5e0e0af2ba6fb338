import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolMissing } from '../support/required-tool.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const DEPLOY = path.join(ROOT, 'deploy');

/** The tool's path: on PATH, or in /usr/sbin where Debian puts nginx (not on a normal user's PATH). */
function locate(tool: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  return ['/usr/sbin', '/sbin'].map((dir) => path.join(dir, tool)).find((file) => fs.existsSync(file)) ?? null;
}

/**
 * A test that needs `tool`: skipped, saying so in its title and on the console, only when the tool
 * is absent on a developer's machine; under CI its absence fails the file (`toolMissing`).
 */
function withTool(
  tool: string,
  debianPackage: string,
): { run: ReturnType<typeof it.skipIf>; title: (text: string) => string; bin: string } {
  const bin = locate(tool);
  if (bin) return { run: it.skipIf(false), title: (text) => text, bin };
  toolMissing(tool, debianPackage);
  return {
    run: it.skipIf(true),
    title: (text) => `${text} — SKIPPED: ${tool} is not installed (apt-get install -y ${debianPackage})`,
    bin: tool,
  };
}

/** Runs a validator; answers its exit code and everything it printed. */
function check(command: string, args: string[], env: Record<string, string> = {}): { status: number | null; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once something accepts connections on 127.0.0.1:`port` (a proxy just started). */
async function listening(port: number): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on port ${port}`);
}

interface Seen {
  peer: string | undefined;
  forwardedFor: string | undefined;
  proto: string | undefined;
  host: string | undefined;
}

/** Stands in for the API: answers every request with what reached it. */
async function echoUpstream(): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const seen: Seen = {
      peer: request.socket.remoteAddress,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      proto: request.headers['x-forwarded-proto'] as string | undefined,
      host: request.headers.host,
    };
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(seen));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A GET through the proxy from `from` (a loopback address), carrying the client's own X-Forwarded-For. */
function through(
  proxy: { tls: boolean; port: number },
  url: string,
  from: string,
  forwarded: string,
): Promise<{ status: number; body: string }> {
  const client = proxy.tls ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: '127.0.0.1',
        port: proxy.port,
        path: url,
        localAddress: from,
        agent: false,
        rejectUnauthorized: false,
        headers: { host: 'reclamos.example.bo', 'x-forwarded-for': forwarded },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * What the API must see behind the proxy, on every kind of path: the connection from the proxy
 * (127.0.0.1, which TRUST_PROXY=loopback trusts) and in X-Forwarded-For only the address the
 * proxy saw, never what the client wrote; /api/metrics reaches it from the machine only.
 */
async function expectForwarded(proxy: { tls: boolean; port: number }, proto: string): Promise<void> {
  const forged = '6.6.6.6, 198.51.100.7';
  for (const url of ['/', '/api/login', '/api/formulario', '/api/seguimiento/ZZZZ-ZZZZ', '/socket.io/?EIO=4&transport=websocket']) {
    const { status, body } = await through(proxy, url, '127.0.0.2', forged);
    expect(status, url).toBe(200);
    expect(JSON.parse(body) as Seen, url).toEqual({ peer: '127.0.0.1', forwardedFor: '127.0.0.2', proto, host: 'reclamos.example.bo' });
  }
  expect((await through(proxy, '/api/metrics', '127.0.0.2', '127.0.0.1')).status).toBe(403);
  const metrics = await through(proxy, '/api/metrics', '127.0.0.1', forged);
  expect(metrics.status).toBe(200);
  expect((JSON.parse(metrics.body) as Seen).forwardedFor).toBe('127.0.0.1');
}

describe('deploy/ files parse with the tools that run them', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-deploy-'));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const systemd = withTool('systemd-analyze', 'systemd');
  systemd.run(systemd.title('systemd-analyze verify accepts deploy/reclamos.service'), () => {
    // verify exits 0 even for unknown keys or bad values: anything it prints about the unit is a failure.
    const { output } = check(systemd.bin, ['verify', path.join(DEPLOY, 'reclamos.service')]);
    expect(output.split('\n').filter((line) => line.includes('reclamos.service'))).toEqual([]);
  });

  /** A throwaway self-signed certificate standing in for Let's Encrypt's (made once). */
  let certificate: { cert: string; key: string } | undefined;
  function selfSigned(): { cert: string; key: string } {
    if (certificate) return certificate;
    const files = { cert: path.join(tmp, 'cert.pem'), key: path.join(tmp, 'key.pem') };
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=reclamos.example.bo',
        '-days',
        '1',
        '-keyout',
        files.key,
        '-out',
        files.cert,
      ],
      { stdio: 'ignore' },
    );
    return (certificate = files);
  }

  /** The site inside a minimal nginx.conf in `dir`, its certificate paths replaced; answers the nginx.conf path. */
  function nginxConfig(dir: string, site: string): string {
    const { cert, key } = selfSigned();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'site.conf'),
      site
        .replace('/etc/letsencrypt/live/reclamos.example.bo/fullchain.pem', cert)
        .replace('/etc/letsencrypt/live/reclamos.example.bo/privkey.pem', key),
    );
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${path.join(dir, 'error.log')};`,
        'events {}',
        `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${path.join(dir, 'site.conf')}; }`,
      ].join('\n'),
    );
    return path.join(dir, 'nginx.conf');
  }

  const nginx = withTool('nginx', 'nginx');
  nginx.run(nginx.title('nginx -t accepts deploy/nginx/reclamos.conf inside a minimal nginx.conf'), () => {
    const conf = nginxConfig(path.join(tmp, 'nginx-t'), fs.readFileSync(path.join(DEPLOY, 'nginx/reclamos.conf'), 'utf8'));
    const { status, output } = check(nginx.bin, ['-t', '-c', conf, '-p', path.dirname(conf)]);
    expect(output).toContain('test is successful');
    expect(status).toBe(0);
  });

  nginx.run(
    nginx.title('nginx running the site hands the API the address it saw, whatever X-Forwarded-For the client wrote'),
    async () => {
      const upstream = await echoUpstream();
      const [tls, plain] = [await freePort(), await freePort()];
      const site = fs
        .readFileSync(path.join(DEPLOY, 'nginx/reclamos.conf'), 'utf8')
        .replace('listen 443 ssl http2;', `listen 127.0.0.1:${tls} ssl http2;`)
        .replace('listen 80;', `listen 127.0.0.1:${plain};`)
        .replace(/listen \[::\]:\d+[^;]*;/g, '')
        .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstream.port};`);
      const conf = nginxConfig(path.join(tmp, 'nginx-run'), site);
      const server = spawn(nginx.bin, ['-c', conf, '-p', path.dirname(conf), '-g', 'daemon off;'], { stdio: 'ignore' });
      try {
        await listening(tls);
        await expectForwarded({ tls: true, port: tls }, 'https');
      } finally {
        server.kill('SIGTERM');
        await upstream.close();
      }
    },
    30_000,
  );

  const caddy = withTool('caddy', 'caddy');
  const caddyHome = () => ({ HOME: tmp, XDG_DATA_HOME: tmp, XDG_CONFIG_HOME: tmp });
  caddy.run(caddy.title('caddy validate accepts deploy/Caddyfile'), () => {
    const { status, output } = check(
      caddy.bin,
      ['validate', '--config', path.join(DEPLOY, 'Caddyfile'), '--adapter', 'caddyfile'],
      caddyHome(),
    );
    expect(output).toContain('Valid configuration');
    expect(status).toBe(0);
  });

  caddy.run(
    caddy.title('Caddy running the Caddyfile hands the API the address it saw, whatever X-Forwarded-For the client wrote'),
    async () => {
      const upstream = await echoUpstream();
      const port = await freePort();
      // Plain HTTP on a free port (no certificate to obtain), no admin endpoint; the site's own rules as shipped.
      const caddyfile = fs
        .readFileSync(path.join(DEPLOY, 'Caddyfile'), 'utf8')
        .replace(
          /^reclamos\.example\.bo \{/m,
          `{\n\tadmin off\n\tstorage file_system ${path.join(tmp, 'caddy-data')}\n}\nhttp://reclamos.example.bo:${port} {`,
        )
        .replace('reverse_proxy 127.0.0.1:3000', `reverse_proxy 127.0.0.1:${upstream.port}`);
      const file = path.join(tmp, 'Caddyfile.run');
      fs.writeFileSync(file, caddyfile);
      const server = spawn(caddy.bin, ['run', '--config', file, '--adapter', 'caddyfile'], {
        stdio: 'ignore',
        env: { ...process.env, ...caddyHome() },
      });
      try {
        await listening(port);
        await expectForwarded({ tls: false, port }, 'http');
      } finally {
        server.kill('SIGTERM');
        await upstream.close();
      }
    },
    30_000,
  );

  it('the proxies pass on the address they saw, never the one a client wrote, and the server trusts only the proxy on the machine', async () => {
    // nginx: $remote_addr replaces whatever X-Forwarded-For the client sent ($proxy_add_x_forwarded_for would append to it).
    const nginxSite = fs.readFileSync(path.join(DEPLOY, 'nginx/reclamos.conf'), 'utf8');
    const forwardedFor = nginxSite.split('\n').filter((line) => /^\s*proxy_set_header\s+X-Forwarded-For\b/i.test(line));
    expect(forwardedFor.map((line) => line.trim())).toEqual(['proxy_set_header X-Forwarded-For $remote_addr;']);
    expect(nginxSite).not.toMatch(/\$proxy_add_x_forwarded_for|\$http_x_forwarded_for|real_ip_header|set_real_ip_from/);
    // A location with a proxy_set_header of its own inherits none of the server's: the client's header would pass.
    const directives = nginxSite.replace(/#.*$/gm, '');
    for (const location of directives.match(/location[^{]*\{[^}]*\}/g) ?? []) expect(location).not.toMatch(/proxy_set_header/);
    // Caddy (2.5 and later) sets X-Forwarded-For to the address it saw unless trusted_proxies says otherwise.
    const caddyfile = fs
      .readFileSync(path.join(DEPLOY, 'Caddyfile'), 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    expect(caddyfile).not.toMatch(/trusted_proxies|header_up\s+[+-]?X-Forwarded-For|client_ip_headers/i);

    const { loadConfig } = await import('../../src/config.ts');
    const example = fs.readFileSync(path.join(DEPLOY, 'reclamos.env.example'), 'utf8');
    const trustProxy = /^TRUST_PROXY=(.*)$/m.exec(example)?.[1];
    expect(trustProxy).toBeDefined();
    const trusted = loadConfig({ TRUST_PROXY: trustProxy }).trustProxy;
    expect(trusted).not.toBe(false);
    for (const entry of trusted || [])
      expect(entry, 'TRUST_PROXY names loopback only').toMatch(/^(loopback|127\.\d+\.\d+\.\d+(\/(8|9|[12]\d|3[0-2]))?|::1(\/128)?)$/);
  });

  it('the environment file example sets only variables the server knows, with valid values', async () => {
    const { loadConfig } = await import('../../src/config.ts');
    const lines = fs.readFileSync(path.join(DEPLOY, 'reclamos.env.example'), 'utf8').split('\n');
    const env = Object.fromEntries(
      lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    for (const name of Object.keys(env)) expect(readme, `${name} in README's configuration table`).toContain(`\`${name}\``);
    expect(() => loadConfig(env)).not.toThrow();
  });
});
