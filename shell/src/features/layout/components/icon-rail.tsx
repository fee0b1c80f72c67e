import { theme } from 'antd';
import { RAIL_WIDTH } from '../model/layout-sizes';
import { useLocation } from 'react-router-dom';
import { NAV_SECTIONS, activeSection } from '../model/nav-items';
import { RailItem } from './rail-item';

/** Wide enough for 'Headquarters' on one line under its icon. */

/** The desktop main nav: a column of section icons with their labels. */
export function IconRail() {
  const { token } = theme.useToken();
  const active = activeSection(useLocation().pathname);
  return (
    // Above the secondary panel and the content, so an open flyout covers them.
    <div style={{ flex: 'none', width: RAIL_WIDTH, position: 'relative', zIndex: 10, background: token.colorBgContainer, borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}>
      <nav aria-label="Main" style={{ position: 'sticky', top: 0, padding: 8 }}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {NAV_SECTIONS.map((section) => (
            <RailItem key={section.key} section={section} active={section === active} />
          ))}
        </ul>
      </nav>
    </div>
  );
}
