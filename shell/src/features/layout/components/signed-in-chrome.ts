import { lazy } from 'react';

/**
 * The parts of the layout only a signed-in, onboarded user sees (rail, panels, drawer, bottom bar, user menu with
 * its brand dialog). Loaded on first render, so the sign-in screen does not download antd's Menu, Dropdown, Drawer,
 * Modal and Form for a visitor who cannot use them yet (docs/performance.md).
 */
const parts = {
  iconRail: () => import('./icon-rail'),
  secondaryPanel: () => import('./secondary-panel'),
  bottomBar: () => import('./bottom-bar'),
  navDrawer: () => import('./nav-drawer'),
  userMenu: () => import('./user-menu'),
};

export const IconRail = lazy(async () => ({ default: (await parts.iconRail()).IconRail }));
export const SecondaryPanel = lazy(async () => ({ default: (await parts.secondaryPanel()).SecondaryPanel }));
export const BottomBar = lazy(async () => ({ default: (await parts.bottomBar()).BottomBar }));
export const NavDrawer = lazy(async () => ({ default: (await parts.navDrawer()).NavDrawer }));
export const UserMenu = lazy(async () => ({ default: (await parts.userMenu()).UserMenu }));

/**
 * Starts downloading these parts now, for a page that will most likely need them (one drawn by a remote, which only
 * a signed-in user sees), instead of after the session is restored and the layout first renders. A failure is left
 * to the lazy component's own load, which tries again.
 */
export function preloadSignedInChrome(): void {
  for (const load of Object.values(parts)) load().catch(() => undefined);
}
