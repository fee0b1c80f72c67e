/** The sections of the left nav, in order (spec part 1 §2 "Layout"). The rail, drawer and bottom bar grow from this. */
export const NAV_ITEMS = [
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  { key: 'tasks', label: 'Tasks', to: '/tasks' },
  { key: 'strategies', label: 'Strategies', to: '/strategies' },
  { key: 'brand-profile', label: 'Brand Headquarters', to: '/brand-profile' },
  { key: 'create', label: 'Create', to: '/create' },
] as const;

/** The nav key active for a path: its first segment, with '/' counting as the dashboard. */
export function activeNavKey(pathname: string): string | undefined {
  const first = pathname.split('/')[1] || 'dashboard';
  return NAV_ITEMS.find((item) => item.key === first)?.key;
}
