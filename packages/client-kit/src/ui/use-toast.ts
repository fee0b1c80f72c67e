import { createElement, useCallback } from 'react';
import { App, Button } from 'antd';

export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One button in the toast (e.g. Retry after a refused write); pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
}

let toastCount = 0;

/**
 * Show a toast through antd's App context. The shell renders the one <App>, and antd is a shared singleton, so a
 * toast from any remote joins the same one-at-a-time queue.
 */
export function useToast(): (toast: ToastInput) => void {
  const { notification } = App.useApp();
  return useCallback(
    ({ title, description, variant = 'info', action }: ToastInput) => {
      if (!action) {
        notification[variant]({ title, description });
        return;
      }
      // A key of its own, so the button closes this toast and no other.
      const key = `navia-toast-${(toastCount += 1)}`;
      const onClick = () => {
        notification.destroy(key);
        action.onClick();
      };
      const actions = createElement(Button, { size: 'small', type: 'primary', onClick }, action.label);
      notification[variant]({ key, title, description, actions });
    },
    [notification],
  );
}
