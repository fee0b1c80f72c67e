import type { AppProps, ThemeConfig } from 'antd';

/** One theme for the shell and every remote running standalone, so an area looks the same either way. */
export const naviaTheme: ThemeConfig = {
  token: {
    colorPrimary: '#3b5bdb',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/** spec part 1 §9: a toast shows for 5000 ms and at most one is on screen at once. */
export const toastConfig: Pick<AppProps, 'message' | 'notification'> = {
  message: { maxCount: 1, duration: 5 },
  notification: { maxCount: 1, duration: 5, placement: 'bottomRight' },
};
