// The built site served as a static host serves it (`serve` with lib/tooling/serve.json:
// clean URLs, 404.html, the headers of production), for the tools that drive a browser
// over out/ (the to-do benchmark, the project screenshots, the speed budget).
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The command line (after node) of `serve` over `dir` on 127.0.0.1:`port`. */
export const staticServerArgs = (dir, port) => [
  join(root, 'node_modules/serve/build/main.js'),
  dir,
  '--config',
  join(root, 'lib/tooling/serve.json'),
  '--listen',
  `tcp://127.0.0.1:${port}`,
  '--no-request-logging',
  '--no-clipboard',
  '--no-port-switching',
];

/**
 * Starts `serve` over `dir` on 127.0.0.1:`port` (or the server whose command line
 * `argsFor` gives, which prints the same line once it listens); resolves with the process
 * once it listens.
 */
export function startStaticServer(dir, port, argsFor = staticServerArgs) {
  const server = spawn(process.execPath, argsFor(dir, port), {
    env: { ...process.env, NO_UPDATE_CHECK: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveReady, reject) => {
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Accepting connections')) resolveReady(server);
    });
    server.on('exit', (code) => reject(new Error(`server stopped (${code})`)));
  });
}
