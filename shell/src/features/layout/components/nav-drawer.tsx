import { useState } from 'react';
import { Button, Drawer } from 'antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useLocation } from 'react-router-dom';
import { NAV_SECTIONS, activeSection } from '../model/nav-items';
import { SectionLink } from './section-link';
import { SubpageList } from './subpage-list';

/**
 * The small-screen main nav: a header button opening a drawer with every section and its subpages. Following a
 * link closes it, so the chosen page is what the user sees next.
 */
export function NavDrawer() {
  const [open, setOpen] = useState(false);
  const active = activeSection(useLocation().pathname);
  const close = () => setOpen(false);
  return (
    <>
      <Button type="text" icon={<MenuOutlined />} aria-label="Open navigation" aria-haspopup="dialog" onClick={() => setOpen(true)} />
      <Drawer title="Navigation" placement="left" size={280} open={open} onClose={close} styles={{ body: { padding: 8 } }}>
        <nav aria-label="Main">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
            {NAV_SECTIONS.map((section) => (
              <li key={section.key}>
                <SectionLink section={section} active={section === active} variant="row" onClick={close} />
                {section.subpages && <SubpageList section={section} onNavigate={close} indent={28} />}
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}
