import { theme } from 'antd';
import { BOTTOM_BAR_HEIGHT } from '../model/layout-sizes';
import { useLocation } from 'react-router-dom';
import { QUICK_NAV_SECTIONS, activeSection } from '../model/nav-items';
import { SectionLink } from './section-link';

/** The bar's height without the device's safe area; the layout pads the content by it so nothing hides behind. */

/** spec part 1 §2: under 768 px, the first four sections stay one tap away at the bottom of the screen. */
export function BottomBar() {
  const { token } = theme.useToken();
  const active = activeSection(useLocation().pathname);
  return (
    <nav
      aria-label="Quick navigation"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 100,
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 4, display: 'flex', gap: 4, height: BOTTOM_BAR_HEIGHT, boxSizing: 'border-box' }}>
        {QUICK_NAV_SECTIONS.map((section) => (
          <li key={section.key} style={{ flex: '1 1 0', minWidth: 0 }}>
            <SectionLink section={section} active={section === active} variant="bar" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
