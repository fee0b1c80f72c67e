import type { CSSProperties } from 'react';
import { Tag } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { activeSubpageKey, type NavSection, type NavSubpage } from '../model/nav-items';
import { NAV_LINK_CLASS } from './nav-styles';

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 };
const linkStyle: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '6px 12px' };

interface SubpageListProps {
  section: NavSection;
  /** Called after a subpage link is followed, so a flyout or drawer can close. */
  onNavigate?: () => void;
  /** Names the list, e.g. by the id of a visible caption. */
  labelledBy?: string;
  indent?: number;
}

/** A section's subpages. The active one is marked aria-current="page". */
export function SubpageList({ section, onNavigate, labelledBy, indent = 0 }: SubpageListProps) {
  const { pathname } = useLocation();
  const active = activeSubpageKey(section, pathname);
  return (
    <ul aria-labelledby={labelledBy} style={listStyle}>
      {section.subpages?.map((page) => (
        <li key={page.key}>
          <SubpageLink page={page} active={page.key === active} onNavigate={onNavigate} style={{ ...linkStyle, paddingInlineStart: 12 + indent }} />
        </li>
      ))}
    </ul>
  );
}

interface SubpageLinkProps {
  page: NavSubpage;
  active: boolean;
  onNavigate?: () => void;
  style: CSSProperties;
}

function SubpageLink({ page, active, onNavigate, style }: SubpageLinkProps) {
  if (page.comingSoon) {
    // spec: shown but not clickable, with href '#'. Like a disabled control it is left out of the tab order (a
    // keyboard user would stop on a link that goes nowhere); screen readers still list it, marked unavailable.
    return (
      <a href="#" aria-disabled="true" tabIndex={-1} className={NAV_LINK_CLASS} style={style} onClick={(event) => event.preventDefault()}>
        {page.label}{' '}
        <Tag style={{ marginInlineEnd: 0 }}>Coming Soon</Tag>
      </a>
    );
  }
  return (
    <Link to={page.to} aria-current={active ? 'page' : undefined} className={NAV_LINK_CLASS} style={style} onClick={onNavigate}>
      {page.label}
    </Link>
  );
}
