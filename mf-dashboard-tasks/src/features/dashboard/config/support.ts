/**
 * Where the dashboard's Help button goes (spec part 1 §2: "opens the support page in a new tab").
 *
 * A constant of this remote, on purpose for now: nothing hands remotes runtime settings yet (the shell's
 * `/remotes.json` carries only remote entry URLs, and builds define no environment values). Change it here and
 * rebuild this remote, which the gateway serves without rebuilding the shell. When a support URL has to differ per
 * deployment, it belongs in the gateway's runtime manifest (for example a `SUPPORT_URL` variable served beside the
 * remotes) and in `RemoteProps`.
 */
export const SUPPORT_URL = 'https://help.navia.app/';
