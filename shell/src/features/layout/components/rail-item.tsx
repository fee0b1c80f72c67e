import { useId } from 'react';
import { theme } from 'antd';
import { NaviaTooltip } from '@navia/client-kit';
import type { NavSection } from '../model/nav-items';
import { useFlyout } from '../hooks/use-flyout';
import { SectionLink } from './section-link';
import { SubpageList } from './subpage-list';

interface RailItemProps {
  section: NavSection;
  active: boolean;
}

/** One rail entry. A section with subpages gets a flyout listing them; the others a tooltip with their label. */
export function RailItem({ section, active }: RailItemProps) {
  if (section.subpages) return <RailFlyoutItem section={section} active={active} />;
  return (
    <li>
      <NaviaTooltip title={section.label} placement="right">
        <SectionLink section={section} active={active} variant="rail" />
      </NaviaTooltip>
    </li>
  );
}

/**
 * The flyout sits inside the item, right after the section's link, so Tab moves from the link into the subpages
 * and on to the next section, and moving the pointer from the link onto the flyout never leaves the item.
 */
function RailFlyoutItem({ section, active }: RailItemProps) {
  const { token } = theme.useToken();
  const { open, itemProps, anchorRef, dismiss } = useFlyout();
  const captionId = useId();
  return (
    <li {...itemProps} style={{ position: 'relative' }}>
      <SectionLink ref={anchorRef} section={section} active={active} variant="rail" onClick={dismiss} />
      {open && (
        // The transparent padding bridges the gap between the rail and the card, so the pointer can cross it.
        <div style={{ position: 'absolute', insetInlineStart: '100%', top: 0, paddingInlineStart: 8, zIndex: token.zIndexPopupBase }}>
          <div
            style={{
              minWidth: 200,
              padding: 8,
              background: token.colorBgElevated,
              borderRadius: token.borderRadiusLG,
              boxShadow: token.boxShadowSecondary,
            }}
          >
            <div id={captionId} style={{ padding: '4px 12px 8px', fontWeight: 600, color: token.colorTextHeading }}>
              {section.label}
            </div>
            <SubpageList section={section} labelledBy={captionId} onNavigate={dismiss} />
          </div>
        </div>
      )}
    </li>
  );
}
