import { Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { NAV_ITEMS, activeNavKey } from '../nav-items';

/** The main nav. Items are real links, so Tab reaches them and they open in a new tab with a modifier key. */
export function SideNav({ mode = 'inline' }: { mode?: 'inline' | 'horizontal' }) {
  const { pathname } = useLocation();
  const active = activeNavKey(pathname);
  return (
    <nav aria-label="Main">
      <Menu
        mode={mode}
        selectedKeys={active ? [active] : []}
        style={{ borderInlineEnd: 'none' }}
        items={NAV_ITEMS.map((item) => ({
          key: item.key,
          label: (
            <Link to={item.to} aria-current={item.key === active ? 'page' : undefined}>
              {item.label}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}
