import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { errorMessage } from '@navia/client-kit';
import type { VoiceRewriteResponse } from '@navia/contracts';
import { MarkdownPreview } from './markdown-preview';

/** Our wording (issue 18; the spec has no rewrite). */
export const REWRITE_TITLE = 'Make it more on-brand';
export const REWRITE_ERROR = 'The draft could not be rewritten just now.';

interface VoiceRewriteDialogProps {
  open: boolean;
  pending: boolean;
  result: VoiceRewriteResponse | undefined;
  error: unknown;
  onRetry: () => void;
  onAccept: (result: VoiceRewriteResponse) => void;
  onCancel: () => void;
}

/** What the person weighs before taking the rewrite: both scores, what changed, who rewrote it, and the text itself. */
function Outcome({ result }: { result: VoiceRewriteResponse }) {
  const { previous, voice, passagesRewritten, model } = result;
  const who = model.local ? `${model.name}, on this server` : `${model.name}, which was sent your brand voice and this draft`;
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{`Brand voice: ${previous.score} → ${voice.score}/100`}</Typography.Text>
      <Typography.Text type="secondary">
        {`${passagesRewritten} of ${new Set(previous.drift.map((d) => `${d.start}:${d.end}`)).size} drifting passages rewritten by ${who}.`}
      </Typography.Text>
      {/* Focusable so the keyboard can scroll a long draft (axe: scrollable regions are reachable). */}
      <div tabIndex={0} style={{ maxHeight: '45vh', overflowY: 'auto', border: '1px solid rgba(0,0,0,0.12)', borderRadius: 8, padding: '4px 12px' }}>
        <MarkdownPreview source={result.text} label="Rewritten draft" empty="" />
      </div>
    </Flex>
  );
}

/**
 * "Make it more on-brand" (issue 18): the rewrite with its new score, shown before the person takes it. Taking it
 * puts the text in the editor as one edit (Undo takes it back); keeping their draft changes nothing.
 */
export function VoiceRewriteDialog({ open, pending, result, error, onRetry, onAccept, onCancel }: VoiceRewriteDialogProps) {
  const same = result !== undefined && result.passagesRewritten === 0 && result.voice.score === result.previous.score;
  const footer = [
    <Button key="keep" onClick={onCancel}>
      Keep my draft
    </Button>,
    <Button key="use" type="primary" disabled={!result || same || pending} onClick={() => result && onAccept(result)}>
      Use this version
    </Button>,
  ];
  return (
    <Modal open={open} title={REWRITE_TITLE} footer={footer} onCancel={onCancel} destroyOnHidden width={640}>
      {pending && (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text>Rewriting the passages that drift from your voice...</Typography.Text>
        </Flex>
      )}
      {!pending && error !== null && error !== undefined && (
        <Alert
          type="error"
          showIcon
          title={REWRITE_ERROR}
          description={errorMessage(error)}
          action={
            <Button size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        />
      )}
      {!pending && result && (same ? <Typography.Text>{`Nothing here could be brought closer to your voice: it stays at ${result.voice.score}/100.`}</Typography.Text> : <Outcome result={result} />)}
    </Modal>
  );
}
