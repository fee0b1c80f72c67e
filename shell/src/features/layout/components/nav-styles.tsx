import { theme } from 'antd';
import { useCspNonce } from '@navia/client-kit';

/** The class every nav link carries (rail, panels, drawer, bottom bar). */
export const NAV_LINK_CLASS = 'navia-nav-link';

/**
 * The nav links' states. Inline styles cannot express :hover or :focus-visible, and keying the active look on
 * aria-current means what is shown as active is always what assistive technology is told is active.
 */
export function NavStyles() {
  const { token } = theme.useToken();
  const nonce = useCspNonce();
  const css = `
.${NAV_LINK_CLASS} {
  color: ${token.colorText};
  text-decoration: none;
  border-radius: ${token.borderRadius}px;
  transition: background-color ${token.motionDurationFast}, color ${token.motionDurationFast};
}
.${NAV_LINK_CLASS}:hover { color: ${token.colorText}; background: ${token.colorFillTertiary}; }
.${NAV_LINK_CLASS}[aria-current='page'] { color: ${token.colorPrimary}; background: ${token.colorPrimaryBg}; font-weight: 600; }
.${NAV_LINK_CLASS}:focus-visible { outline: 2px solid ${token.colorPrimary}; outline-offset: 1px; }
.${NAV_LINK_CLASS}[aria-disabled='true'] { color: ${token.colorTextDisabled}; background: none; cursor: not-allowed; }
`;
  return (
    <style href="navia-nav-styles" precedence="default" nonce={nonce}>
      {css}
    </style>
  );
}
