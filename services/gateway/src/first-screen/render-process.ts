// The process that draws signed-in first screens (issue 16), a child of the gateway: it loads the shell's server render
// and each remote's routes module from the folders the gateway serves them from, through tsx as the services run, and
// answers one render at a time. Apart from the gateway because a render is 100–250 ms of CPU, which must not hold up
// its proxying, and because the render owns its process's stores and `fetch` (shell/server/render-first-screen.tsx).
import { join } from 'node:path';
import type { ComponentType } from 'react';
import type { FirstScreen, FirstScreenRenderRequest } from '@navia/contracts';
import { SETUP_VARIABLE, type RenderReply, type RenderTask, type RenderProcessSetup } from './render-messages';

/** shell/server/render-first-screen.tsx's entry, as this process calls it (the file is loaded by path, not imported). */
type RenderFirstScreen = (request: FirstScreenRenderRequest & { remotes: Record<string, ComponentType>; fetch: typeof fetch }) => Promise<FirstScreen | null>;

const setup = JSON.parse(process.env[SETUP_VARIABLE] ?? '{}') as RenderProcessSetup;
const gatewayFetch = globalThis.fetch;
// The page's calls go to the gateway that asked, as a browser's would.
const toGateway: typeof fetch = (input, init) => gatewayFetch(typeof input === 'string' && input.startsWith('/') ? `${setup.gatewayUrl}${input}` : input, init);

// require, not import(): the apps' files are CommonJS here (tsx compiles them so, the repository's packages have no
// "type"), and a package with both builds (react-router) must resolve to the same one from every file.
async function load() {
  const render = require(join(setup.root, 'shell/server/render-first-screen.tsx'));
  const remotes: Record<string, ComponentType> = {};
  for (const [name, folder] of Object.entries(setup.remoteFolders)) {
    remotes[name] = require(join(setup.root, folder, 'src/routes.tsx')).default;
  }
  await render.warmFirstScreens(remotes);
  return { renderFirstScreen: render.renderFirstScreen as RenderFirstScreen, remotes };
}

const send = (reply: RenderReply) => process.send?.(reply);
const loaded = load();
loaded.then(
  () => send({ ready: true }),
  (error: unknown) => send({ ready: false, error: String(error) }),
);

process.on('message', async (task: RenderTask) => {
  let reply: RenderReply;
  try {
    const { renderFirstScreen, remotes } = await loaded;
    const screen = await renderFirstScreen({ ...task.request, remotes, fetch: toGateway });
    reply = { id: task.id, screen };
  } catch (error) {
    reply = { id: task.id, screen: null, error: error instanceof Error ? error.message : String(error) };
  }
  send(reply);
});

// The gateway went away (stopped, or killed): nothing is left to render for.
process.on('disconnect', () => process.exit(0));
