import { Button, Form, Input, Modal, Typography } from 'antd';
import { PRODUCT_NAME, signIn } from '@navia/client-kit';
import type { SignInBody } from '@navia/contracts';
import { useAuthForm } from '../hooks/use-auth-form';
import { ServerErrorAlert } from './server-error-alert';

const FIELDS = ['email', 'password'] as const;

export function SignInModal() {
  // spec part 1 §2: after sign-in go to /dashboard (the onboarding gate sends unfinished users on).
  const { open, show, close, form, serverError, clearServerError, mutation } = useAuthForm<SignInBody>({
    modal: 'signIn',
    submit: signIn,
    fields: FIELDS,
    redirectTo: '/dashboard',
  });

  return (
    <Modal
      open={open}
      title={`Sign in to ${PRODUCT_NAME}`}
      onCancel={close}
      footer={null}
      destroyOnHidden
      afterClose={clearServerError}
    >
      <ServerErrorAlert message={serverError} />
      <Form
        form={form}
        name="sign-in"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => {
          clearServerError();
          mutation.mutate(values);
        }}
      >
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, message: 'Enter your email' },
            { type: 'email', message: 'Enter a valid email address' },
          ]}
        >
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {/* Disabled rather than antd's `loading`: after the spinner's exit animation its icon stayed in the DOM, and
            the button's accessible name read "loading Sign In" for good. */}
        <Button type="primary" htmlType="submit" block disabled={mutation.isPending} aria-busy={mutation.isPending}>
          Sign In
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        No account yet?{' '}
        <Button type="link" onClick={() => show('signUp')} style={{ padding: 0 }}>
          Create an account
        </Button>
      </Typography.Paragraph>
    </Modal>
  );
}
