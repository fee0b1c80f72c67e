import { Alert, Progress, Typography } from 'antd';
import { readableBytes, type DataExportState } from '../hooks/use-data-export';

/** Where a data download stands: the bytes received while it runs, the saved file, or why it failed. */
export function DataExportStatus({ state }: { state: DataExportState }) {
  if (state.status === 'running') {
    return (
      <div role="status" aria-live="polite">
        <Progress percent={100} status="active" showInfo={false} aria-label="Preparing your data" />
        <Typography.Text>Preparing your data… {readableBytes(state.bytes)} received</Typography.Text>
      </div>
    );
  }
  if (state.status === 'done') return <Alert type="success" showIcon role="status" title={`Downloaded ${state.fileName} (${readableBytes(state.bytes)})`} />;
  if (state.status === 'error') return <Alert type="error" showIcon role="alert" title={state.message} />;
  return null;
}
