import { useCallback } from 'react';
import { App } from 'antd';

export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/**
 * Show a toast through antd's App context. The shell renders the one <App>, and antd is a shared singleton, so a
 * toast from any remote joins the same one-at-a-time queue.
 */
export function useToast(): (toast: ToastInput) => void {
  const { notification } = App.useApp();
  return useCallback(
    ({ title, description, variant = 'info' }: ToastInput) => notification[variant]({ title, description }),
    [notification],
  );
}
