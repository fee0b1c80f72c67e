import { Button, Flex } from 'antd';
import { FileNameField } from './file-name-field';
import { UnsavedMarker } from './unsaved-marker';

export interface FileCommands {
  onNew: () => void;
  onOpen: () => void;
  onDelete: () => void;
  onSave: () => void;
  onCopy: () => void;
}

export interface FileBusy {
  /** Generating: every command waits (spec part 2 §4). An explicit disabled={false} would override antd's context. */
  locked: boolean;
  creating: boolean;
  saving: boolean;
  copying: boolean;
}

interface FileHeaderBarProps extends FileCommands {
  name: string;
  onRename: (name: string) => void;
  unsaved: boolean;
  busy: FileBusy;
}

/**
 * The desktop header bar (spec part 2 §2.8): New +, Open File, the file name, Delete, Save, Make Copy. Save is the
 * primary button while there are unsaved changes. Busy buttons are disabled with a busy label (not antd's
 * `loading`, which can leave a spinner behind on a button whose label changes).
 */
export function FileHeaderBar({ name, onRename, unsaved, busy, ...commands }: FileHeaderBarProps) {
  return (
    <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
      <Button onClick={commands.onNew} disabled={busy.locked || busy.creating}>
        {busy.creating ? 'Creating...' : 'New +'}
      </Button>
      <Button onClick={commands.onOpen} disabled={busy.locked}>
        Open File
      </Button>
      <div style={{ flex: '1 1 200px', minWidth: 0 }}>
        <FileNameField value={name} onChange={onRename} />
      </div>
      <UnsavedMarker unsaved={unsaved} />
      <Button danger onClick={commands.onDelete} disabled={busy.locked}>
        Delete
      </Button>
      <Button type={unsaved ? 'primary' : 'default'} onClick={commands.onSave} disabled={busy.locked || busy.saving}>
        {busy.saving ? 'Saving...' : 'Save'}
      </Button>
      <Button onClick={commands.onCopy} disabled={busy.locked || busy.copying}>
        {busy.copying ? 'Copying...' : 'Make Copy'}
      </Button>
    </Flex>
  );
}
