import { spawn } from 'node:child_process';

export const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

/** Spawns a command and resolves when `readyPattern` appears on its stdout (or the URL answers), with the time taken. */
export function startAndWait(cmd, args, { env, readyPattern = /Navia is ready at/, timeoutMs = 180_000 } = {}) {
  const started = process.hrtime.bigint();
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in ${timeoutMs} ms:\n${output.slice(-2000)}`)), timeoutMs);
    const onData = (buf) => {
      output += buf;
      if (readyPattern.test(output)) {
        clearTimeout(timer);
        resolve({ child, ms: Number(process.hrtime.bigint() - started) / 1e6 });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (b) => (output += b));
    child.on('exit', (code) => reject(new Error(`exited with ${code} before ready:\n${output.slice(-2000)}`)));
  });
}

/** Stops a process group started by startAndWait and waits for it to exit. */
export function stopGroup(child, signal = 'SIGINT') {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    try {
      process.kill(-child.pid, signal);
    } catch {
      resolve();
    }
  });
}

export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

export function envWithout(...keys) {
  const env = { ...process.env };
  for (const k of keys) delete env[k];
  return env;
}

/** JSON calls to a running gateway at `base`, with an optional bearer token; a non-2xx answer throws with its body. */
export function apiCaller(base) {
  return async function call(method, path, token, body) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
}
