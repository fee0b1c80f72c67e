import type { ComponentType } from 'react';
// Per-icon entry points, as antd itself uses: the package's index also pulls in the two-tone icon machinery, whose
// CommonJS build requires an ES module that jest cannot load.
import AimOutlined from '@ant-design/icons/AimOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';

/** A subpage of a section: a link, or a 'Coming Soon' entry that is shown but leads nowhere yet. */
export type NavSubpage = { key: string; label: string } & ({ to: string; comingSoon?: never } | { to?: never; comingSoon: true });

export interface NavSection {
  key: string;
  label: string;
  to: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  subpages?: readonly NavSubpage[];
  /** The subpage the section's own path shows, so it is marked active there too. */
  indexSubpage?: string;
}

/**
 * The sections of the nav, in order (spec part 1 §2 "Layout"); the rail, the secondary panel, the drawer and the
 * bottom bar are all drawn from this list.
 */
export const NAV_SECTIONS: readonly NavSection[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard', icon: DashboardOutlined },
  { key: 'tasks', label: 'Tasks', to: '/tasks', icon: CheckSquareOutlined },
  { key: 'strategies', label: 'Strategies', to: '/strategies', icon: AimOutlined },
  {
    key: 'brand-profile',
    label: 'Brand Headquarters',
    to: '/brand-profile',
    icon: BankOutlined,
    // The same titles as mf-brand-hq's BRAND_SECTIONS: the shell must not import from a remote, so they are copied.
    subpages: [
      { key: 'who-you-are', label: 'Who You Are', to: '/brand-profile/who-you-are' },
      { key: 'what-you-offer', label: 'What You Offer', to: '/brand-profile/what-you-offer' },
      { key: 'who-you-serve', label: 'Who You Serve', to: '/brand-profile/who-you-serve' },
      { key: 'your-brand-feel', label: 'Your Brand Feel', to: '/brand-profile/your-brand-feel' },
      // Issue 18 (beyond the spec): which AI providers saw what of the brand.
      { key: 'ai-activity', label: 'AI Activity', to: '/brand-profile/ai-activity' },
    ],
  },
  {
    key: 'create',
    label: 'Create',
    to: '/create',
    icon: EditOutlined,
    // spec: /create and /create/writing are both the writing workspace.
    indexSubpage: 'writing',
    subpages: [
      { key: 'writing', label: 'Writing', to: '/create/writing' },
      { key: 'images', label: 'Images', comingSoon: true },
      { key: 'video', label: 'Video', comingSoon: true },
      { key: 'publishing', label: 'Publishing', comingSoon: true },
    ],
  },
  // Issue 17 (beyond the spec): last, so the phone's bottom bar keeps the spec's four sections and this one is in
  // its overflow menu.
  { key: 'calendar', label: 'Calendar', to: '/calendar', icon: CalendarOutlined },
];

/** spec: the bottom bar on small screens holds the first four sections. */
export const QUICK_NAV_SECTIONS = NAV_SECTIONS.slice(0, 4);

/** The section active for a path: its first segment, with '/' counting as the dashboard. */
export function activeSection(pathname: string): NavSection | undefined {
  const first = pathname.split('/')[1] || 'dashboard';
  return NAV_SECTIONS.find((section) => section.key === first);
}

/** The key of the subpage of `section` that `pathname` shows, if any. */
export function activeSubpageKey(section: NavSection, pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === section.to) return section.indexSubpage;
  return section.subpages?.find((page) => page.to !== undefined && (path === page.to || path.startsWith(`${page.to}/`)))?.key;
}
