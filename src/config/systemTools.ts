/**
 * Where the programs outside npm live: the Chromium the build draws diagrams
 * in and the tests and bench drive, and the nginx the hosting test and the
 * bench serve the build with. Each comes from its environment variable, else
 * from the first usual install location that exists (Debian, other Linux
 * distributions, Homebrew), else Debian's path, which the install hint then
 * names. Node only (it looks at the file system).
 */
import fs from 'node:fs';

export interface SystemTool {
  /** The variable that names the program's path. */
  readonly envVar: string;
  /** Usual locations, the first one that exists wins; the first is Debian's. */
  readonly candidates: readonly string[];
  /** How to install it, for the message when it is missing. */
  readonly install: string;
}

export const SYSTEM_TOOLS = {
  chromium: {
    envVar: 'YEARN_CHROMIUM_PATH',
    candidates: [
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ],
    install:
      'Debian/Ubuntu: sudo apt-get install chromium; macOS: brew install --cask chromium; or set YEARN_CHROMIUM_PATH to a Chromium or Chrome binary',
  },
  nginx: {
    envVar: 'YEARN_NGINX_PATH',
    candidates: ['/usr/sbin/nginx', '/usr/bin/nginx', '/opt/homebrew/bin/nginx', '/usr/local/bin/nginx'],
    install:
      'Debian/Ubuntu: sudo apt-get install nginx; macOS: brew install nginx; or set YEARN_NGINX_PATH to an nginx binary',
  },
} as const satisfies Record<string, SystemTool>;

export type SystemToolName = keyof typeof SYSTEM_TOOLS;

/** The path of `name`: its variable when set, else the first candidate that exists, else the first candidate. */
export function systemToolPath(name: SystemToolName, env: NodeJS.ProcessEnv = process.env): string {
  const tool = SYSTEM_TOOLS[name];
  const configured = env[tool.envVar]?.trim();
  if (configured) return configured;
  return tool.candidates.find((candidate) => fs.existsSync(candidate)) ?? tool.candidates[0];
}

/** The programs the tests need that are not where `systemToolPath` looks, each with how to install it. */
export function missingSystemTools(env: NodeJS.ProcessEnv = process.env): {name: SystemToolName; path: string}[] {
  return (Object.keys(SYSTEM_TOOLS) as SystemToolName[])
    .map((name) => ({name, path: systemToolPath(name, env)}))
    .filter(({path}) => !fs.existsSync(path));
}
