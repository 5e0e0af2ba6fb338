import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const DEPLOY = path.join(ROOT, 'deploy');

/** The tool's path: on PATH, or in /usr/sbin where Debian puts nginx (not on a normal user's PATH). */
function locate(tool: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  return ['/usr/sbin', '/sbin'].map((dir) => path.join(dir, tool)).find((file) => fs.existsSync(file)) ?? null;
}

/** A test that needs `tool`: skipped, saying so in its title and on the console, only when the tool is absent. */
function withTool(
  tool: string,
  debianPackage: string,
): { run: ReturnType<typeof it.skipIf>; title: (text: string) => string; bin: string } {
  const bin = locate(tool);
  if (bin) return { run: it.skipIf(false), title: (text) => text, bin };
  console.warn(`deploy files: ${tool} is not installed (apt-get install -y ${debianPackage}); its check is skipped.`);
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

  const nginx = withTool('nginx', 'nginx');
  nginx.run(nginx.title('nginx -t accepts deploy/nginx/reclamos.conf inside a minimal nginx.conf'), () => {
    // The site names Let's Encrypt's paths: a throwaway self-signed certificate stands in for them.
    const cert = path.join(tmp, 'cert.pem');
    const key = path.join(tmp, 'key.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=reclamos.example.bo', '-days', '1', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    const site = fs
      .readFileSync(path.join(DEPLOY, 'nginx/reclamos.conf'), 'utf8')
      .replace('/etc/letsencrypt/live/reclamos.example.bo/fullchain.pem', cert)
      .replace('/etc/letsencrypt/live/reclamos.example.bo/privkey.pem', key);
    fs.writeFileSync(path.join(tmp, 'site.conf'), site);
    const temp = (name: string) => `${name}_temp_path ${path.join(tmp, name)};`;
    fs.writeFileSync(
      path.join(tmp, 'nginx.conf'),
      [
        `pid ${path.join(tmp, 'nginx.pid')};`,
        `error_log ${path.join(tmp, 'error.log')};`,
        'events {}',
        `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${path.join(tmp, 'site.conf')}; }`,
      ].join('\n'),
    );
    const { status, output } = check(nginx.bin, ['-t', '-c', path.join(tmp, 'nginx.conf'), '-p', tmp]);
    expect(output).toContain('test is successful');
    expect(status).toBe(0);
  });

  const caddy = withTool('caddy', 'caddy');
  caddy.run(caddy.title('caddy validate accepts deploy/Caddyfile'), () => {
    const { status, output } = check(caddy.bin, ['validate', '--config', path.join(DEPLOY, 'Caddyfile'), '--adapter', 'caddyfile'], {
      HOME: tmp,
      XDG_DATA_HOME: tmp,
      XDG_CONFIG_HOME: tmp,
    });
    expect(output).toContain('Valid configuration');
    expect(status).toBe(0);
  });

  it('the proxies pass on the address they saw, never the one a client wrote, and the server trusts only the proxy on the machine', async () => {
    // nginx: $remote_addr replaces whatever X-Forwarded-For the client sent ($proxy_add_x_forwarded_for would append to it).
    const nginxSite = fs.readFileSync(path.join(DEPLOY, 'nginx/reclamos.conf'), 'utf8');
    const forwardedFor = nginxSite.split('\n').filter((line) => /^\s*proxy_set_header\s+X-Forwarded-For\b/i.test(line));
    expect(forwardedFor.map((line) => line.trim())).toEqual(['proxy_set_header X-Forwarded-For $remote_addr;']);
    expect(nginxSite).not.toMatch(/\$proxy_add_x_forwarded_for|\$http_x_forwarded_for|real_ip_header|set_real_ip_from/);
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
