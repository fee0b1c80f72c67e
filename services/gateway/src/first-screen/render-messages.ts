import type { FirstScreen, FirstScreenRenderRequest } from '@navia/contracts';

/** The environment variable that hands the render process its RenderProcessSetup (JSON). */
export const SETUP_VARIABLE = 'NAVIA_FIRST_SCREEN_SETUP';

/** What the render process starts with. */
export interface RenderProcessSetup {
  /** The repository root: the shell's server render and each remote's routes module are loaded from under it. */
  root: string;
  /** Where the page's API calls go: the gateway itself. */
  gatewayUrl: string;
  /** Remote name → its folder under root (the folders the gateway serves the remotes' files from). */
  remoteFolders: Record<string, string>;
}

export interface RenderTask {
  id: number;
  request: FirstScreenRenderRequest;
}

export type RenderReply = { id: number; screen: FirstScreen | null; error?: string } | { ready: boolean; error?: string };
