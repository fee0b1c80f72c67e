import { lazy } from 'react';

/**
 * The parts of the layout only a signed-in, onboarded user sees (rail, panels, drawer, bottom bar, user menu with
 * its brand dialog). Loaded on first render, so the sign-in screen does not download antd's Menu, Dropdown, Drawer,
 * Modal and Form for a visitor who cannot use them yet (docs/performance.md).
 */
export const IconRail = lazy(async () => ({ default: (await import('./icon-rail')).IconRail }));
export const SecondaryPanel = lazy(async () => ({ default: (await import('./secondary-panel')).SecondaryPanel }));
export const BottomBar = lazy(async () => ({ default: (await import('./bottom-bar')).BottomBar }));
export const NavDrawer = lazy(async () => ({ default: (await import('./nav-drawer')).NavDrawer }));
export const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
