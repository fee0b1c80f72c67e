import { useMemo, useState } from 'react';
import { Button, Flex, Modal, Spin, Typography } from 'antd';
import { readableFileType, type FileEntity } from '@navia/contracts';
import { FILES_ERROR } from '../api/get-files';
import { useFileDetails } from '../api/get-file';
import { displayContent } from '../model/file-content';
import { fileDate, fileSnippet, sortNewestFirst } from '../model/file-list';
import { MarkdownPreview } from './markdown-preview';
import { ProvenanceNote } from './provenance-note';

interface OpenFileDialogProps {
  open: boolean;
  files: FileEntity[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Desktop shows the chosen file's preview beside the list (spec part 2 §2.8). */
  showPreview: boolean;
  onRetry: () => void;
  onCancel: () => void;
  onOpen: (file: FileEntity) => void;
}

/**
 * spec part 2 §2.8 Open File: the brand's files (name, readable type, created date, 100-character snippet), a
 * preview of the chosen one on desktop, Cancel and Open File. Each file is a toggle button, so the list works with
 * Tab and Enter/Space like any buttons; a double click opens at once.
 */
export function OpenFileDialog({ open, files, loading, failed, showPreview, onRetry, onCancel, onOpen }: OpenFileDialogProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sorted = useMemo(() => sortNewestFirst(files ?? []), [files]);
  const selected = sorted.find((f) => f.id === selectedId) ?? null;
  // Where the chosen file's text came from (issue 18), read when it is previewed.
  const details = useFileDetails(showPreview && open ? (selected?.id ?? null) : null);

  // Each opening starts with no file chosen. Adjusted while rendering when `open` changes (rather than in an effect),
  // so the first render of the opened dialog already has no choice from the last time.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setSelectedId(null);
  }

  let list;
  if (loading && !files) {
    list = (
      <Flex role="status" align="center" gap={8} style={{ padding: 24 }}>
        <Spin size="small" />
        <Typography.Text type="secondary">Loading files...</Typography.Text>
      </Flex>
    );
  } else if (failed && !files) {
    list = (
      <Flex role="alert" vertical align="start" gap={8} style={{ padding: 24 }}>
        <Typography.Text>{FILES_ERROR}</Typography.Text>
        <Button onClick={onRetry}>Try again</Button>
      </Flex>
    );
  } else if (sorted.length === 0) {
    list = (
      <Typography.Paragraph role="status" type="secondary" style={{ padding: 24, margin: 0 }}>
        No files found
      </Typography.Paragraph>
    );
  } else {
    list = (
      <ul aria-label="Files" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sorted.map((file) => {
          const chosen = file.id === selectedId;
          return (
            <li key={file.id} style={{ marginBottom: 6 }}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => setSelectedId(file.id)}
                onDoubleClick={() => onOpen(file)}
                style={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'start',
                  padding: '8px 12px',
                  borderRadius: 8,
                  border: `1px solid ${chosen ? '#1677ff' : 'rgba(0,0,0,0.12)'}`,
                  background: chosen ? 'rgba(22,119,255,0.06)' : 'transparent',
                  cursor: 'pointer',
                  font: 'inherit',
                  color: 'inherit',
                }}
              >
                <Typography.Text strong style={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {file.name}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {readableFileType(file.fileType)} · {fileDate(file.createdAt)}
                </Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 13 }}>
                  {fileSnippet(file)}
                </Typography.Paragraph>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Modal
      open={open}
      title="Open File"
      width={showPreview ? 960 : undefined}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="open" type="primary" disabled={!selected} onClick={() => selected && onOpen(selected)}>
          Open File
        </Button>,
      ]}
    >
      <Flex gap={16} align="stretch">
        <div style={{ flex: showPreview ? '0 0 45%' : '1 1 auto', maxHeight: '60vh', overflowY: 'auto', minWidth: 0 }}>{list}</div>
        {showPreview && (
          <div style={{ flex: 1, minWidth: 0, maxHeight: '60vh', overflowY: 'auto', borderInlineStart: '1px solid rgba(0,0,0,0.08)', paddingInlineStart: 16 }}>
            {selected ? (
              <>
                <MarkdownPreview source={displayContent(selected)} label="File preview" empty="This file is empty." />
                <ProvenanceNote provenance={details.data?.file.id === selected.id ? details.data.provenance : null} />
              </>
            ) : (
              <Typography.Text type="secondary">Select a file to preview it here.</Typography.Text>
            )}
          </div>
        )}
      </Flex>
    </Modal>
  );
}
