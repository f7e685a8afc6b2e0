import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_BASE, routeList, SOCKET_PATH } from '@cinema/contracts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const composeText = read('docker-compose.yml');
const nginx = read('deploy/nginx.conf');
const dockerfile = read('Dockerfile');

interface Service {
  image?: string;
  build?: unknown;
  command?: string;
  profiles?: string[];
  restart?: string;
  environment?: Record<string, string | number | boolean | null>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition?: string; required?: boolean }>;
  healthcheck?: { test: string[] | string };
}
/** The file as compose reads it: anchors and `<<` merges resolved. */
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
const service = (name: string) => compose.services[name]!;
const env = (name: string) => service(name).environment ?? {};
/** The Node services (our image), by what they run. */
const running = (workspace: string) =>
  services.filter(([, s]) => s.command === `npm run start -w ${workspace}`).map(([name]) => name);
const readApis = running('read-api');

const settings = services.flatMap(([, s]) =>
  Object.entries(s.environment ?? {}).map(([key, value]) => ({ key, value: String(value) })),
);
const required = /^\$\{[A-Z_]+:\?[^}]*\}$/;
/** From the environment, unset (empty) when not given: an optional secret has no value of its own. */
const optional = /^\$\{[A-Z_]+:-\}$/;
const healthTest = (s: Service) => [s.healthcheck?.test ?? []].flat().join(' ');

describe('docker-compose.yml', () => {
  it('takes every secret, password and token from the environment, never a value of its own', () => {
    const secrets = settings.filter((s) => /SECRET|PASSWORD|TOKEN/.test(s.key));
    const mustBeGiven = ['JWT_SECRET', 'POSTGRES_PASSWORD'];
    expect(secrets.map((s) => s.key)).toEqual(expect.arrayContaining(mustBeGiven));
    for (const { key, value } of secrets) {
      const allowed = mustBeGiven.includes(key) ? [required] : [required, optional];
      expect(
        allowed.some((pattern) => pattern.test(value)),
        `${key}: ${value}`,
      ).toBe(true);
    }
  });

  it('puts no fixed password into a connection string', () => {
    const urls = settings.filter((s) => /_URL$/.test(s.key));
    expect(urls.map((s) => s.key)).toContain('DATABASE_URL');
    for (const { value } of urls) {
      const credentials = /^\w+:\/\/([^@/]*)@/.exec(value)?.[1] ?? '';
      const password = credentials.slice(credentials.indexOf(':') + 1);
      if (credentials.includes(':')) expect(password).toMatch(required);
    }
  });

  it('starts the services as production: no demo accounts, real mail, and says how to make the first SuperAdmin', () => {
    const node = [...running('write-api'), ...running('projector'), ...readApis];
    for (const name of node) {
      expect(env(name).NODE_ENV, name).toBe('production');
      expect([undefined, 'false'], name).toContain(env(name).DEMO_DATA);
    }
    // Nothing runs the one-process host, the one that loads demo data.
    expect(services.filter(([, s]) => /npm (run )?start\b(?! -w)/.test(s.command ?? ''))).toEqual([]);
    expect(env('write-api').SMTP_URL).toMatch(required);
    expect(composeText).toContain('docker compose run --rm write-api npm run create-superadmin -w write-api');
    expect(composeText).not.toMatch(/Demo@1234/);
  });

  it('describes the scaled-out topology: PostgreSQL, Redis, write-api, a projector and its standby, read-apis, a proxy', () => {
    expect(running('write-api')).toEqual(['write-api']);
    expect(running('projector')).toEqual(['projector', 'projector-standby']);
    expect(readApis.length).toBeGreaterThanOrEqual(2);
    expect(service('postgres').image).toMatch(/^postgres:/);
    expect(service('redis').image).toMatch(/^redis:/);
    expect(service('proxy').image).toMatch(/^nginx:/);
    // EventStoreDB only when asked for, and then the services are pointed at it.
    expect(service('eventstore').profiles).toEqual(['eventstore']);
    for (const name of [...running('write-api'), ...running('projector')])
      expect(env(name).EVENTSTORE_URL, name).toBe('${EVENTSTORE_URL:-}');
    // Seat pushes: the projector publishes, every read-api shares rooms, all through one Redis.
    for (const name of [...running('projector'), ...readApis])
      expect(env(name).REDIS_URL, name).toBe('redis://redis:6379');
    // One token key and one database for every service.
    for (const name of readApis) {
      expect(env(name).JWT_SECRET).toBe(env('write-api').JWT_SECRET);
      expect(env(name).DATABASE_URL).toBe(env('write-api').DATABASE_URL);
    }
  });

  it('restarts every service and checks its health, the Node services on /readyz of their own port', () => {
    for (const [name, s] of services) {
      expect(['unless-stopped', 'on-failure', 'always'], name).toContain(s.restart);
      expect(healthTest(s), name).not.toBe('');
    }
    for (const name of [...running('write-api'), ...readApis])
      expect(healthTest(service(name)), name).toContain(`127.0.0.1:${env(name).PORT}/readyz`);
    for (const name of running('projector'))
      expect(healthTest(service(name)), name).toContain(`127.0.0.1:${env(name).HEALTH_PORT}/readyz`);
  });

  it('believes the proxy hop, and shares one media volume between write-api and read-api', () => {
    for (const name of ['write-api', ...readApis]) {
      expect(env(name).TRUST_PROXY, name).toBe('1');
      expect(env(name).MEDIA_DIR, name).toBe('/media');
    }
    expect(service('write-api').volumes).toEqual(['media:/media']);
    for (const name of readApis) expect(service(name).volumes).toEqual(['media:/media:ro']);
    // Only the proxy is public; PostgreSQL at most on this machine.
    for (const [name, s] of services)
      if (name !== 'proxy') for (const port of s.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
  });

  it('builds one image with the web app read-api serves', () => {
    for (const name of [...running('write-api'), ...running('projector'), ...readApis])
      expect(service(name)).toMatchObject({ build: '.', image: 'cine-yatra:local' });
    expect(dockerfile).toMatch(/npm ci --include=dev[^\n]*&& npm run build -w web/);
  });

  it('puts nginx in front with deploy/nginx.conf, once the services it sends to are healthy', () => {
    expect(service('proxy').volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    for (const name of ['write-api', ...readApis])
      expect(service('proxy').depends_on?.[name], name).toEqual({ condition: 'service_healthy' });
  });
});

describe('deploy/nginx.conf', () => {
  const block = (name: string) => {
    const start = nginx.indexOf(`upstream ${name} {`);
    expect(start, `upstream ${name}`).toBeGreaterThanOrEqual(0);
    return nginx.slice(start, nginx.indexOf('}', start));
  };
  const servers = (upstream: string) =>
    [...block(upstream).matchAll(/^\s*server\s+([\w.-]+:\d+)([^;]*);/gm)].map(([, address, flags]) => ({
      address: address!,
      flags: flags!,
    }));
  const location = (opening: string) => {
    const start = nginx.indexOf(`location ${opening}`);
    expect(start, `location ${opening}`).toBeGreaterThanOrEqual(0);
    return nginx.slice(start, nginx.indexOf('\n    }', start));
  };
  const commands = /location ~\* (\S+) \{/.exec(nginx)?.[1];

  it("sends exactly the route table's write routes to write-api, however their path is spelled", () => {
    expect(commands).toBeDefined();
    const isCommand = new RegExp(commands!, 'i');
    for (const route of routeList) {
      const path = `${API_BASE}${route.path}`;
      const expected = route.service === 'write';
      expect(isCommand.test(path), path).toBe(expected);
      // Express routes ignore letter case and a trailing slash: so does the proxy.
      expect(isCommand.test(`${path.toUpperCase()}/`), path).toBe(expected);
      expect(isCommand.test(`${path}x`), path).toBe(false);
    }
    expect(location(`~* ${commands}`)).toContain('proxy_pass http://write_api;');
  });

  it('knows every service of the compose file by its port', () => {
    expect(servers('write_api').map((s) => s.address)).toEqual([`write-api:${env('write-api').PORT}`]);
    const readAddresses = readApis.map((name) => `${name}:${env(name).PORT}`);
    expect(servers('read_api').map((s) => s.address)).toEqual(readAddresses);
    expect(servers('read_api_sockets').map((s) => s.address)).toEqual(readAddresses);
  });

  it('takes a failed read-api out and tries the next one, for queries and sockets alike', () => {
    for (const upstream of ['write_api', 'read_api', 'read_api_sockets'])
      for (const { address, flags } of servers(upstream)) expect(flags, address).toMatch(/max_fails=\d+/);
    expect(location('/ {')).toContain('proxy_pass http://read_api;');
    expect(location('/ {')).toMatch(/proxy_next_upstream error timeout[^;]*non_idempotent;/);
    expect(location(`^~ ${SOCKET_PATH}/`)).toContain('proxy_next_upstream error timeout;');
  });

  it('proxies the live seat map as WebSocket, sticky by client address for long-polling', () => {
    expect(location(`^~ ${SOCKET_PATH}/`)).toContain('proxy_pass http://read_api_sockets;');
    expect(block('read_api_sockets')).toMatch(/^\s*ip_hash;/m);
    expect(nginx).toMatch(/^\s*proxy_http_version 1\.1;/m);
    expect(nginx).toMatch(/^\s*proxy_set_header Upgrade \$http_upgrade;/m);
    expect(nginx).toMatch(/^\s*proxy_set_header Connection \$connection_upgrade;/m);
    // Headers set in a location would replace all of the server's: the socket location sets none.
    expect(location(`^~ ${SOCKET_PATH}/`)).not.toContain('proxy_set_header');
  });

  it('tells the services who the client is, and keeps the Host the page was loaded from', () => {
    expect(nginx).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;/m);
    expect(nginx).toMatch(/^\s*proxy_set_header Host \$http_host;/m);
  });
});
