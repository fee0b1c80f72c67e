import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { naviaTheme } from './theme';
import { useMediaQuery } from './use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The theme for a visitor who asked for less motion: antd's dialogs, drawers and menus then open without animating. */
const reducedMotionTheme: ThemeConfig = { ...naviaTheme, token: { ...naviaTheme.token, motion: false } };

/**
 * antd's ConfigProvider with the apps' theme and the page's CSP nonce, for the shell and for a remote running on its
 * own. It honours the system's "reduce motion" setting (WCAG 2.3.3), which antd does not read by itself. Turning motion
 * off changes only the theme's token and CSS-variable keys, not the components' style hashes, so the prebuilt antd
 * style sheet still matches (antd-style-sheet.tsx). `csp` is read once per page (readCspNonce): pass the same object on
 * every render.
 */
export function NaviaConfigProvider({ csp, children }: { csp: { nonce?: string }; children: ReactNode }) {
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const theme = reduceMotion ? reducedMotionTheme : naviaTheme;
  return (
    <ConfigProvider theme={theme} csp={csp}>
      {children}
    </ConfigProvider>
  );
}
