import { Button, Flex, Tag, Typography } from 'antd';
import type { VoiceAspect, VoiceScore } from '@navia/contracts';

const ASPECT_LABEL: Record<VoiceAspect, string> = { personality: 'Personality', tone: 'Tone', language: 'Language', emoji: 'Emoji' };
/** Our wording (issue 18; the spec has no voice score). */
export const VOICE_ERROR = 'The brand voice score could not be computed just now.';

/**
 * The draft's fit to the brand's voice (issue 18): the score, the four aspects, and how many passages drift (marked
 * in the preview). Shown with the preview, scored when the person looks at it.
 */
export function VoiceScorePanel({ score, loading, failed, onRewrite }: { score: VoiceScore | undefined; loading: boolean; failed: boolean; onRewrite?: () => void }) {
  if (failed && !score) return <Typography.Text type="secondary">{VOICE_ERROR}</Typography.Text>;
  if (!score) return loading ? <Typography.Text type="secondary">Checking your brand voice...</Typography.Text> : null;
  const drifting = score.drift.length;
  return (
    <section aria-label="Brand voice" aria-busy={loading}>
      <Flex wrap gap={8} align="center">
        <Typography.Text strong>{`Brand voice: ${score.score}/100`}</Typography.Text>
        {score.aspects.map((a) =>
          // Plain tags: the figure says it, and antd's coloured tag texts fall short of AA contrast.
          a.measured ? (
            <Tag key={a.aspect} title={`Your voice: ${a.expected.join(', ')}. This text: ${a.found.join(', ') || 'no clear marker'}.`}>
              {`${ASPECT_LABEL[a.aspect]} ${a.score}`}
            </Tag>
          ) : (
            <Tag key={a.aspect} title={a.expected.length ? `Not measured: the score cannot read ${a.expected.join(', ')} yet.` : 'Not set in your brand voice.'}>
              {`${ASPECT_LABEL[a.aspect]} not measured`}
            </Tag>
          ),
        )}
      </Flex>
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginTop: 4 }}>
        {drifting > 0 ? (
          <Typography.Text type="secondary">{`${drifting} ${drifting === 1 ? 'passage drifts' : 'passages drift'} from your voice: marked in the preview, with the reason on hover or focus.`}</Typography.Text>
        ) : (
          <span />
        )}
        {/* Offered while something is off: a perfect score has nothing to bring closer. */}
        {onRewrite && score.score < 100 && (
          <Button size="small" onClick={onRewrite} disabled={loading}>
            Make it more on-brand
          </Button>
        )}
      </Flex>
    </section>
  );
}
