import { useId, useState } from 'react';
import { Button, Flex } from 'antd';
import type { FileBusy, FileCommands } from './file-header-bar';
import { FileNameField } from './file-name-field';
import { MenuIcon } from './icons';
import { UnsavedMarker } from './unsaved-marker';

interface MobileFileMenuProps extends FileCommands {
  name: string;
  onRename: (name: string) => void;
  unsaved: boolean;
  busy: FileBusy;
}

/**
 * Under 768 px the header bar folds into a menu (spec part 2 §2.8: New, Open, Delete, Copy, Save). A disclosure
 * button rather than a dropdown: it stays in the page's tab order and reads as expanded or collapsed. A command
 * closes the menu.
 */
export function MobileFileMenu({ name, onRename, unsaved, busy, ...commands }: MobileFileMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const run = (command: () => void) => () => {
    setOpen(false);
    command();
  };

  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={8}>
        <Button icon={<MenuIcon />} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
          File
        </Button>
        <div style={{ flex: 1, minWidth: 0 }}>
          <FileNameField value={name} onChange={onRename} />
        </div>
      </Flex>
      <UnsavedMarker unsaved={unsaved} />
      <div id={menuId} hidden={!open}>
        <Flex vertical gap={6} role="group" aria-label="File actions">
          <Button block onClick={run(commands.onNew)} disabled={busy.locked || busy.creating}>
            {busy.creating ? 'Creating...' : 'New'}
          </Button>
          <Button block onClick={run(commands.onOpen)} disabled={busy.locked}>
            Open
          </Button>
          <Button block danger onClick={run(commands.onDelete)} disabled={busy.locked}>
            Delete
          </Button>
          <Button block onClick={run(commands.onCopy)} disabled={busy.locked || busy.copying}>
            {busy.copying ? 'Copying...' : 'Copy'}
          </Button>
          <Button block type={unsaved ? 'primary' : 'default'} onClick={run(commands.onSave)} disabled={busy.locked || busy.saving}>
            {busy.saving ? 'Saving...' : 'Save'}
          </Button>
        </Flex>
      </div>
    </Flex>
  );
}
