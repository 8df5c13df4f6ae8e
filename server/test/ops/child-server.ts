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

/**
 * Run the real `src/main.ts` (or, with `args`, another entry such as the compiled build) as a
 * child process on a data dir and wait until it answers health. The child listens on a port the
 * system picks (`PORT=0`) and says which in its listening line: a random port could be taken by
 * another server on this machine, and a second start after a refused port would change what the
 * test is about (the first start has already used, or rewritten, the data dir and code cache).
 */
export async function startChildServer(
  dataDir: string,
  env: Record<string, string> = {},
  args: string[] = ['--import', 'tsx', 'src/main.ts'],
): Promise<ChildServer> {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH!,
      KALAM_SERVER_TARGET: 'local',
      KALAM_DATA_DIR: dataDir,
      PORT: '0',
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
  const deadline = Date.now() + 30_000;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
    if (url) {
      const base = `${url}/api/v1`;
      const ok = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { base, child, output: () => output, exited };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output}`);
}
