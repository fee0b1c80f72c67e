import { Button, Form, Input, Modal, Typography } from 'antd';
import { PRODUCT_NAME, signUp } from '@navia/client-kit';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type SignUpBody } from '@navia/contracts';
import { useAuthForm } from '../hooks/use-auth-form';
import { ServerErrorAlert } from './server-error-alert';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function SignUpModal() {
  // spec part 1 §2: after sign-up go to /onboarding.
  const { open, show, close, form, serverError, clearServerError, mutation } = useAuthForm<SignUpBody>({
    modal: 'signUp',
    submit: signUp,
    fields: FIELDS,
    redirectTo: '/onboarding',
  });

  return (
    <Modal
      open={open}
      title={`Create your ${PRODUCT_NAME} account`}
      onCancel={close}
      footer={null}
      destroyOnHidden
      afterClose={clearServerError}
    >
      <ServerErrorAlert message={serverError} />
      <Form
        form={form}
        name="sign-up"
        layout="vertical"
        requiredMark={false}
        onFinish={({ lastName, ...values }) => {
          clearServerError();
          mutation.mutate({ ...values, ...(lastName?.trim() ? { lastName } : {}) });
        }}
      >
        <Form.Item label="First name" name="firstName" rules={[{ required: true, whitespace: true, message: 'First name is required' }]}>
          <Input autoComplete="given-name" autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item label="Last name" name="lastName">
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, message: 'Enter your email' },
            { type: 'email', message: 'Enter a valid email address' },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          extra={`At least ${PASSWORD_MIN_LENGTH} characters`}
          rules={[
            { required: true, message: 'Choose a password' },
            { min: PASSWORD_MIN_LENGTH, message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` },
            { max: PASSWORD_MAX_LENGTH, message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {/* Disabled rather than antd's `loading`: after the spinner's exit animation its icon stayed in the DOM, and
            the button's accessible name read "loading Sign Up" for good. */}
        <Button type="primary" htmlType="submit" block disabled={mutation.isPending} aria-busy={mutation.isPending}>
          Sign Up
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Been here before?{' '}
        <Button type="link" onClick={() => show('signIn')} style={{ padding: 0 }}>
          I already have an account
        </Button>
      </Typography.Paragraph>
    </Modal>
  );
}
