import { useState } from 'react';
import { Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAuthModalStore } from '../stores/auth-modal-store';
import { applyServerError } from '../components/apply-server-error';

interface AuthFormOptions<B> {
  modal: 'signIn' | 'signUp';
  submit: (body: B) => Promise<unknown>;
  /** Form fields a server error may name (its message goes under that field). */
  fields: readonly string[];
  /** Where to go once signed in (spec part 1 §2). */
  redirectTo: string;
}

/** State and submit logic shared by the sign-in and sign-up modals. */
export function useAuthForm<B extends object>({ modal, submit, fields, redirectTo }: AuthFormOptions<B>) {
  const open = useAuthModalStore((s) => s.open === modal);
  const { show, close } = useAuthModalStore();
  const navigate = useNavigate();
  const [form] = Form.useForm<B>();
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: () => {
      close();
      navigate(redirectTo);
    },
    onError: (error) => setServerError(applyServerError(form, fields, error)),
  });
  return { open, show, close, form, serverError, clearServerError: () => setServerError(null), mutation };
}
