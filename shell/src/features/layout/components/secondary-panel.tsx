import { theme } from 'antd';
import { useLocation } from 'react-router-dom';
import { activeSection } from '../model/nav-items';
import { SubpageList } from './subpage-list';

/** spec part 1 §2: Brand HQ and Create keep their subpages on screen next to the rail while one of them is open. */
export function SecondaryPanel() {
  const { token } = theme.useToken();
  const section = activeSection(useLocation().pathname);
  if (!section?.subpages) return null;
  return (
    <div style={{ flex: 'none', width: 220, background: token.colorBgContainer, borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}>
      <nav aria-label={section.label} style={{ position: 'sticky', top: 0, padding: 8 }}>
        <div style={{ padding: '8px 12px', fontWeight: 600, color: token.colorTextHeading }}>{section.label}</div>
        <SubpageList section={section} />
      </nav>
    </div>
  );
}
