import { lazy } from 'react';

/**
 * The parts of the layout only a signed-in, onboarded user sees (rail, panels, drawer, bottom bar, user menu with
 * its brand dialog). Loaded on first render, so the sign-in screen does not download antd's Menu, Dropdown, Drawer,
 * Modal and Form for a visitor who cannot use them yet (docs/performance.md).
 *
 * One chunk for all five (the shared webpackChunkName): they are always wanted together, and as five chunks they were
 * five more requests on a phone's connections and five script elements inserted on the main thread, for the same
 * bytes (docs/performance.md "The signed-in chrome in one file": five files and 8 KB less per signed-in page, less
 * blocking in most paired loads); e2e/specs/first-screen-budget.spec.ts counts the files.
 */
const parts = {
  iconRail: () => import(/* webpackChunkName: "signed-in-chrome-parts" */ './icon-rail'),
  secondaryPanel: () => import(/* webpackChunkName: "signed-in-chrome-parts" */ './secondary-panel'),
  bottomBar: () => import(/* webpackChunkName: "signed-in-chrome-parts" */ './bottom-bar'),
  navDrawer: () => import(/* webpackChunkName: "signed-in-chrome-parts" */ './nav-drawer'),
  userMenu: () => import(/* webpackChunkName: "signed-in-chrome-parts" */ './user-menu'),
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
