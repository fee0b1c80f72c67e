import type { AppProps, ThemeConfig } from 'antd';

/** One theme for the shell and every remote running standalone, so an area looks the same either way. */
export const naviaTheme: ThemeConfig = {
  token: {
    colorPrimary: '#3b5bdb',
    // Links default to antd's info blue (#1677ff, 4.1:1 on white, under WCAG AA); the primary is 5.7:1.
    colorLink: '#3b5bdb',
    // antd derives hover colours lighter than the base (3.5:1 on white for this primary): hover goes darker here
    // (#364fc7, 6.8:1) so a hovered link or button stays readable.
    colorPrimaryHover: '#364fc7',
    colorLinkHover: '#364fc7',
    // antd's danger red #ff4d4f is 3.3:1 on white, under WCAG AA's 4.5:1 for text (Delete buttons, error texts);
    // red-7 is 5.6:1, also as white text on a filled danger button, and its hover goes darker, not lighter.
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    // antd's default grey texts (45 % and 25 % black) fall below WCAG AA's 4.5:1 on white. These keep the same
    // hierarchy at 5.5:1 or more, also on the #f5f5f5 page background.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  },
};

/** spec part 1 §9: a toast shows for 5000 ms and at most one is on screen at once. */
export const toastConfig: Pick<AppProps, 'message' | 'notification'> = {
  message: { maxCount: 1, duration: 5 },
  notification: { maxCount: 1, duration: 5, placement: 'bottomRight' },
};
