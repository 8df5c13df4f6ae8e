import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '../..');

export interface ChildServer {
  base: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or the signal's name) when the process is gone. */
  exited: Promise<number | string | null>;
}

/** A free-looking port: random in a high range, as startup.test.ts does. */
export function randomPort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}

/**
 * Run the real `src/main.ts` (or, with `args`, another entry such as the compiled build) as a
 * child process on a data dir and wait until it answers health.
 */
export async function startChildServer(
  dataDir: string,
  env: Record<string, string> = {},
  args: string[] = ['--import', 'tsx', 'src/main.ts'],
): Promise<ChildServer> {
  // Other engineers' servers share this machine: a random port may be taken; take another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(randomPort(), dataDir, env, args);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnPort(
  port: number,
  dataDir: string,
  env: Record<string, string>,
  args: string[],
): Promise<ChildServer> {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH!,
      KALAM_SERVER_TARGET: 'local',
      KALAM_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      KALAM_LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | string | null>((done) =>
    child.on('exit', (code, signal) => done(code ?? signal)),
  );
  const base = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 30_000;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child, output: () => output, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output}`);
}
