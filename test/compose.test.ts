import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const scripts = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> })
  .scripts;

// docker-compose 1.29 (Debian's package) validates the file offline and prints it resolved; no engine is needed.
// Asked once for the file's tests (about a second a call, most of it Python's start).
let resolved: string | undefined;
const config = () => {
  resolved ??= execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
    cwd: root,
    encoding: 'utf8',
    stdio: 'pipe',
  });
  return resolved;
};

describe('docker-compose.yml', () => {
  it('is accepted by `docker-compose config`', () => {
    expect(config).not.toThrow();
  });

  it('runs the mock and the dev server on the official Node 20 image with the npm scripts developers use', () => {
    const services = (parse(config()) as { services: Record<string, { image: string; command: string[] | string }> })
      .services;
    for (const name of ['mock-server', 'web']) {
      expect(services[name]?.image).toMatch(/^node:20(-|$)/);
    }
    const command = (name: string) => [services[name]?.command ?? []].flat().join(' ');
    expect(command('mock-server')).toMatch(/^npm run mock\b/);
    expect(command('web')).toMatch(/^npm run dev\b/);
    expect(scripts.mock).toBeDefined();
    expect(scripts.dev).toBeDefined();
  });

  it('publishes every port on 127.0.0.1 only: the control API must not reach the network', () => {
    type Port = string | { host_ip?: string; published?: string | number; target?: number };
    const services = (parse(config()) as { services: Record<string, { ports?: Port[] }> }).services;
    const published = Object.entries(services).flatMap(([name, service]) =>
      (service.ports ?? []).map((port) => ({ name, port })),
    );
    expect(published.map(({ name }) => name).sort()).toEqual(['mock-server', 'web']);
    for (const { name, port } of published) {
      const hostIp = typeof port === 'string' ? port.split(':').slice(0, -2).join(':') : port.host_ip;
      expect(hostIp, `${name}: ${JSON.stringify(port)}`).toBe('127.0.0.1');
    }
  });

  it("lets the mock's control API answer the dev server's proxy, and no other host", () => {
    const services = (parse(config()) as { services: Record<string, { environment?: Record<string, string> }> })
      .services;
    const env = services['mock-server']?.environment ?? {};
    expect(env.MOCK_PUBLIC_URL).toBe('http://127.0.0.1:4010');
    expect(env.MOCK_ALLOWED_HOSTS).toBe('mock-server');
    expect(services.web?.environment?.VITE_PROXY_TARGET).toBe('http://mock-server:4010');
  });
});
