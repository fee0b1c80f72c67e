import { Button, Space } from 'antd';
import { useAuthModalStore } from '../stores/auth-modal-store';

/** The Sign In / Sign Up pair used by the header and the gate card. */
export function AuthButtons({ size }: { size?: 'middle' | 'large' }) {
  const show = useAuthModalStore((s) => s.show);
  return (
    <Space>
      <Button type="primary" size={size} onClick={() => show('signIn')}>
        Sign In
      </Button>
      <Button size={size} onClick={() => show('signUp')}>
        Sign Up
      </Button>
    </Space>
  );
}
