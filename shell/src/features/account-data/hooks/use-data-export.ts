import { useCallback, useRef, useState } from 'react';
import { apiDownload, errorMessage } from '@navia/client-kit';

export type DataExportState =
  | { status: 'idle' }
  | { status: 'running'; bytes: number }
  | { status: 'done'; bytes: number; fileName: string }
  | { status: 'error'; message: string };

/** Hands a downloaded file to the browser's save (an object URL clicked through a link, then released). */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Released after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * "Download my data" (issue 19): `GET /api/export` read as it streams in, the bytes so far as progress, then saved.
 * Closing the dialog while it runs stops the download.
 */
export function useDataExport() {
  const [state, setState] = useState<DataExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', bytes: 0 });
    try {
      const { blob, fileName } = await apiDownload('/api/export', {
        signal: controller.signal,
        fallbackName: 'navia-export.zip',
        onProgress: (bytes) => setState({ status: 'running', bytes }),
      });
      saveFile(blob, fileName);
      setState({ status: 'done', bytes: blob.size, fileName });
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(error) });
    } finally {
      running.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel };
}

/** 1,234,567 bytes → '1.2 MB' (what the progress line says). */
export function readableBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
