import { useId, useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { countNoun } from '@navia/contracts';
import { errorMessage } from '@navia/client-kit';
import { useImportData } from '../hooks/use-import-data';

interface ImportDataModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Import data' from the user menu (issue 19): a Navia export (the zip from Download my data, or its JSON) brought
 * into this account. What the plan does not allow is refused as a whole, in words; the same file twice adds nothing.
 */
export function ImportDataModal({ open, onClose }: ImportDataModalProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportData();
  const result = importing.data;

  return (
    <Modal open={open} title="Import data" onCancel={importing.isPending ? undefined : onClose} closable={!importing.isPending} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        Bring a Navia export into this account: the zip from Download my data, or its navia-export.json. Brands,
        strategies, tasks and content files are added with new ids; importing the same file again adds nothing.
      </Typography.Paragraph>
      <Flex vertical gap={12}>
        <label htmlFor={inputId}>
          <Typography.Text strong>Export file</Typography.Text>
        </label>
        <input
          id={inputId}
          type="file"
          accept=".zip,.json,application/zip,application/json"
          onChange={(e) => {
            importing.reset();
            setFile(e.target.files?.[0] ?? null);
          }}
        />
        {result && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={
              result.alreadyImported
                ? 'This file was imported before: nothing new was added'
                : `Imported ${countNoun(result.imported.brands, 'brand')}, ${countNoun(result.imported.strategies, 'strategy', 'strategies')}, ${countNoun(result.imported.tasks, 'task')} and ${countNoun(result.imported.files, 'file')}`
            }
          />
        )}
        {importing.error && <Alert type="error" showIcon role="alert" title={errorMessage(importing.error)} />}
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={importing.isPending}>
            {result ? 'Done' : 'Cancel'}
          </Button>
          <Button type="primary" disabled={!file || importing.isPending} aria-busy={importing.isPending} onClick={() => file && importing.mutate(file)}>
            {importing.isPending ? 'Importing…' : 'Import'}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
