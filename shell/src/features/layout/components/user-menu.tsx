import { Button, Dropdown } from 'antd';
import type { User } from '@navia/contracts';
import { useSignOut } from '../../auth/hooks/use-sign-out';

/** The signed-in user's menu. Brands and the timezone action join it with the layout issue. */
export function UserMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: [{ key: 'sign-out', label: 'Sign Out' }],
        onClick: ({ key }) => {
          if (key === 'sign-out') void signOut();
        },
      }}
    >
      <Button aria-label={`Account menu for ${user.firstName}`}>
        {user.firstName} <span aria-hidden="true">▾</span>
      </Button>
    </Dropdown>
  );
}
