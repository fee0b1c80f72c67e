import { Button, Flex, Modal, Typography } from 'antd';
import { useDataExport } from '../hooks/use-data-export';
import { DataExportStatus } from './data-export-status';

interface DataExportModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Download my data' from the user menu (issue 19): what the zip holds, then its download with the bytes received so
 * far. Every plan has it: it is the person's own data.
 */
export function DataExportModal({ open, onClose }: DataExportModalProps) {
  const { state, start, cancel } = useDataExport();
  const close = () => {
    cancel();
    onClose();
  };

  return (
    <Modal open={open} title="Download my data" onCancel={close} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        One zip file with everything in your account: your brands, strategies, tasks and content files. It holds the
        data as JSON (Navia can import it), your tasks as a spreadsheet (CSV) and each content file as Markdown.
      </Typography.Paragraph>
      <DataExportStatus state={state} />
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={close}>{state.status === 'done' ? 'Done' : 'Cancel'}</Button>
        <Button type="primary" loading={state.status === 'running'} onClick={() => void start()}>
          {state.status === 'error' ? 'Try again' : state.status === 'done' ? 'Download again' : 'Download'}
        </Button>
      </Flex>
    </Modal>
  );
}
