import type { ComponentType, ReactNode } from 'react';

/**
 * What the shell hands a remote's exposed './routes' component. Remotes get their context as props (or from the
 * shared client kit), never by reaching into the shell.
 */
export interface RemoteProps {
  /** Where the remote is mounted, e.g. '/brand-profile' ('/' for dashboard and tasks). Its <Routes> are relative to it. */
  basePath: string;
  /** The shell's 404 screen, for a path under the mount that the remote does not know. */
  notFound: ReactNode;
}

/** The module shape every remote exposes as './routes'. */
export interface RemoteRoutesModule {
  default: ComponentType<RemoteProps>;
}

/** The exposed module name every remote provides (loaded as `${remoteName}/routes`). */
export const REMOTE_ROUTES_MODULE = 'routes';
