// The built site served as a static host serves it: `serve` with scripts/serve.json (clean
// URLs, 404.html, the production headers), for the tools that drive a browser over it.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `serve` over `dir` on 127.0.0.1:`port`; resolves with the process once it listens. */
export function serve(dir, port) {
  const server = spawn(
    process.execPath,
    [
      join(root, 'node_modules/serve/build/main.js'),
      dir,
      ...['--config', join(root, 'scripts/serve.json'), '--listen', `tcp://127.0.0.1:${port}`],
      ...['--no-request-logging', '--no-clipboard', '--no-port-switching'],
    ],
    { env: { ...process.env, NO_UPDATE_CHECK: '1' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((ready, fail) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Accepting') && ready(server));
    server.on('exit', (code) => fail(new Error(`serve stopped (${code})`)));
  });
}
