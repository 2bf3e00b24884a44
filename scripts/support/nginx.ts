/**
 * Starts nginx (YEARN_NGINX_PATH, else Debian's or another usual install) on 127.0.0.1 with the production configuration
 * (deploy/nginx/yearn-docs.conf) over a built site, as any user: the main
 * config is generated in a temp folder with its own pid, log and temp paths,
 * and nginx runs in one process (no switch to a worker user). Used by the
 * hosting e2e test and by `npm run bench`.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import {systemToolPath} from '../../src/config/systemTools';

export const NGINX_BINARY = systemToolPath('nginx');
const SITE_CONFIG = path.resolve(__dirname, '../../deploy/nginx/yearn-docs.conf');
/** Where the checked-in config expects the site; replaced by the build folder. */
const DEPLOY_ROOT = '/srv/yearn-docs';
const READY_TIMEOUT_MS = 10_000;
const READY_POLL_MS = 100;

export interface RunningNginx {
  readonly baseUrl: string;
  /** The site configuration as nginx runs it. */
  readonly siteConfig: string;
  stop(): Promise<void>;
}

/** The deploy config with this machine's build folder and a loopback port. */
export function localSiteConfig(buildDir: string, port: number): string {
  return fs
    .readFileSync(SITE_CONFIG, 'utf8')
    .replaceAll(DEPLOY_ROOT, path.resolve(buildDir))
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
}

function mainConfig(dir: string, siteConfig: string): string {
  const temp = (name: string) => path.join(dir, name);
  return `daemon off;
master_process off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${siteConfig}
}
`;
}

async function waitUntilUp(url: string, server: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
  throw new Error(`nginx did not start on ${url}:\n${log}`);
}

/** A port nothing listens on now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startNginx(buildDir: string, port?: number): Promise<RunningNginx> {
  port ??= await freePort();
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`No built site in ${buildDir}: build it first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yearn-nginx-'));
  const siteConfig = localSiteConfig(buildDir, port);
  const configFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(configFile, mainConfig(dir, siteConfig));
  const errorLog = path.join(dir, 'error.log');
  const server = spawn(NGINX_BINARY, ['-p', dir, '-e', errorLog, '-c', configFile], {stdio: 'ignore'});
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, server, errorLog);
  return {
    baseUrl,
    siteConfig,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
