import { Alert } from 'antd';

/** The server's message above an auth form; role=alert so it is read out when it appears. */
export function ServerErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} />;
}
