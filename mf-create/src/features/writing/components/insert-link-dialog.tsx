import { useId, useState } from 'react';
import { Flex, Input, Modal, Typography } from 'antd';
import { canInsertLink } from '../model/generation-rules';

interface InsertLinkDialogProps {
  open: boolean;
  /** The selected text, offered as the link text. */
  initialText: string;
  onCancel: () => void;
  onInsert: (text: string, url: string) => void;
}

/** spec part 2 §2.8 Insert Link dialog: link text and URL, both needed (§5). */
export function InsertLinkDialog({ open, initialText, onCancel, onInsert }: InsertLinkDialogProps) {
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState('');
  const textId = useId();
  const urlId = useId();

  // Each opening starts from the current selection and an empty URL. Adjusted while rendering when the props change
  // (rather than in an effect), so the first render of the opened dialog already shows the fresh fields.
  const [shownFor, setShownFor] = useState({ open, initialText });
  if (shownFor.open !== open || shownFor.initialText !== initialText) {
    setShownFor({ open, initialText });
    if (open) {
      setText(initialText);
      setUrl('');
    }
  }

  const ready = canInsertLink(text, url);
  const submit = () => {
    if (ready) onInsert(text, url);
  };

  return (
    <Modal
      open={open}
      title="Insert Link"
      okText="Insert Link"
      cancelText="Cancel"
      okButtonProps={{ disabled: !ready }}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex vertical gap={4}>
          <Typography.Text>
            <label htmlFor={textId}>Link text</label>
          </Typography.Text>
          <Input id={textId} value={text} autoFocus onChange={(e) => setText(e.target.value)} onPressEnter={submit} />
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text>
            <label htmlFor={urlId}>URL</label>
          </Typography.Text>
          <Input id={urlId} value={url} type="url" inputMode="url" placeholder="https://" onChange={(e) => setUrl(e.target.value)} onPressEnter={submit} />
        </Flex>
      </Flex>
    </Modal>
  );
}
