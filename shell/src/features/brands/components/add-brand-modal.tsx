import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, isApiError } from '@navia/client-kit';
import { BRAND_DATA_LIMITS } from '@navia/contracts';
import { useCreateBrand } from '../hooks/use-create-brand';

interface AddBrandValues {
  companyName: string;
}

interface AddBrandModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'Add a Brand' from the user menu (plans with multiple brand profiles): a company name, then the new brand is active. */
export function AddBrandModal({ open, onClose }: AddBrandModalProps) {
  const [form] = Form.useForm<AddBrandValues>();
  const { create, isPending, error, reset } = useCreateBrand(onClose);
  const planLimit = isApiError(error) && error.body?.error === 'plan_limit_reached';

  return (
    <Modal
      open={open}
      title="Add a Brand"
      // Not while the call runs: its success switches the brand and changes the page.
      onCancel={isPending ? undefined : onClose}
      closable={!isPending}
      mask={{ closable: !isPending }}
      footer={null}
      destroyOnHidden
      afterClose={reset}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorMessage(error)}
          action={
            planLimit ? (
              <Link to="/pricing" onClick={onClose}>
                See plans
              </Link>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form
        form={form}
        name="add-brand"
        layout="vertical"
        requiredMark={false}
        onFinish={({ companyName }) => {
          reset();
          create({ companyName: companyName.trim() });
        }}
      >
        <Form.Item
          label="Company name"
          name="companyName"
          rules={[
            { required: true, whitespace: true, message: 'Enter a company name' },
            { max: BRAND_DATA_LIMITS.companyName, message: `At most ${BRAND_DATA_LIMITS.companyName} characters` },
          ]}
        >
          <Input maxLength={BRAND_DATA_LIMITS.companyName} showCount autoComplete="organization" autoFocus />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          {/* Disabled and relabelled rather than antd's `loading`, whose spinner stayed in the accessible name. */}
          <Button type="primary" htmlType="submit" disabled={isPending} aria-busy={isPending}>
            {isPending ? 'Creating...' : 'Create Brand'}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
