import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { FirstScreen, FirstScreenRenderRequest } from '@navia/contracts';
import type { Logger } from '@navia/service-kit';
import { SETUP_VARIABLE, type RenderProcessSetup, type RenderReply } from './render-messages';

/** Longer than a render takes (100–250 ms, up to 600 ms for the first) with room for a busy machine; past it, the page is sent without. */
const RENDER_TIMEOUT_MS = 2500;

/**
 * The web TypeScript config of the checkout the shell's sources are in, by its real path: tsx applies a config only to
 * the files under its own folder, and the served folders may be links into a checkout (an older remote beside the
 * current shell).
 */
function webConfig(root: string): string {
  return join(realpathSync(join(root, 'shell/server')), '../../tsconfig.web.json');
}

/**
 * Draws signed-in pages' first screens in a child process (render-process.ts), one at a time. Started once the gateway
 * listens (the page's calls go back to it); a render asked for before the process has loaded, after it failed, or that
 * takes too long answers null, and the gateway sends the page without it, as before.
 */
export class FirstScreenRenderer {
  /** The gateway's own address, once it listens: a page's session is restored, and its calls made, through it. */
  gatewayUrl: string | null = null;
  private child: ChildProcess | null = null;
  private ready = false;
  private nextId = 1;
  private readonly waiting = new Map<number, (screen: FirstScreen | null) => void>();

  constructor(
    private readonly root: string,
    private readonly remoteFolders: Record<string, string>,
    private readonly log: Logger,
  ) {}

  /** Starts the render process; one that cannot start (no tsx or no web config where the gateway runs) leaves renders off. */
  start(gatewayUrl: string): void {
    this.gatewayUrl = gatewayUrl;
    try {
      this.spawn(gatewayUrl);
    } catch (error) {
      this.log.warn({ err: error }, 'first-screen renders are off: the render process could not start');
    }
  }

  private spawn(gatewayUrl: string): void {
    const setup: RenderProcessSetup = { root: this.root, gatewayUrl, remoteFolders: this.remoteFolders };
    // TypeScript and the apps' JSX through tsx, as the services run (`node --import tsx`: its hooks for both module
    // systems, as the apps load parts of themselves with import()). antd's class hashes are the production build's,
    // which the page's antd style sheet is keyed by.
    const child = fork(join(__dirname, 'render-process.ts'), [], {
      execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
      env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: webConfig(this.root), [SETUP_VARIABLE]: JSON.stringify(setup) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (reply: RenderReply) => {
      if ('ready' in reply) {
        this.ready = reply.ready;
        if (!reply.ready) this.log.warn({ error: reply.error }, 'first-screen renders are off: the render did not load');
        return;
      }
      if (reply.error) this.log.warn({ error: reply.error }, 'a first-screen render failed');
      this.waiting.get(reply.id)?.(reply.screen);
      this.waiting.delete(reply.id);
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.log.warn({ code, signal }, 'the first-screen render process stopped');
      this.ready = false;
      for (const resolve of this.waiting.values()) resolve(null);
      this.waiting.clear();
    });
    // The gateway's process must not stay up for it.
    child.unref();
    child.channel?.unref();
    this.child = child;
  }

  render(request: FirstScreenRenderRequest): Promise<FirstScreen | null> {
    const child = this.child;
    if (!child || !this.ready) return Promise.resolve(null);
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(null);
      }, RENDER_TIMEOUT_MS);
      this.waiting.set(id, (screen) => {
        clearTimeout(timer);
        resolve(screen);
      });
      child.send({ id, request });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    this.ready = false;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill();
    });
  }
}
