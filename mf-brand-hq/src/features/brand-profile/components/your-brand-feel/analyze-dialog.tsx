import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Flex, Input, Modal, Tag, Typography } from 'antd';
import { PRODUCT_NAME, type RealContent } from '@navia/client-kit';
import { ANALYZE_BRAND_NO_SOURCE_MESSAGE } from '@navia/contracts';
import type { AnalysisSources } from '../../api/analyze-brand';
import { isAnalyzableUrl } from '../../model/voice';

export const ANALYSIS_DIALOG_TITLE = `${PRODUCT_NAME} Brand Voice Analysis`;
const URL_MESSAGE = 'Enter a URL starting with http:// or https://';

/** What was analysed, for the note under the suggestions. */
export type SourceName = 'your website' | 'your blog' | 'your real content examples';

interface AnalyzeDialogProps {
  open: boolean;
  /** Prefills the website URL (the brand's website). */
  website: string;
  realContent: RealContent;
  onCancel: () => void;
  onAnalyze: (sources: AnalysisSources, names: SourceName[]) => void;
}

interface SourceRowProps {
  label: string;
  checked: boolean;
  enabled: boolean;
  onCheck: (checked: boolean) => void;
  children?: ReactNode;
}

function SourceRow({ label, checked, enabled, onCheck, children }: SourceRowProps) {
  return (
    <Flex vertical gap={6}>
      <Checkbox checked={checked} disabled={!enabled} onChange={(e) => onCheck(e.target.checked)}>
        {label}
      </Checkbox>
      <div style={{ paddingInlineStart: 24 }}>{children}</div>
    </Flex>
  );
}

interface UrlInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  placeholder: string;
}

function UrlInput({ label, value, onChange, invalid, placeholder }: UrlInputProps) {
  const errorId = useId();
  return (
    <Flex vertical gap={2}>
      <Input
        aria-label={label}
        type="url"
        inputMode="url"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid && (
        <Typography.Text type="danger" id={errorId} style={{ fontSize: 12 }}>
          {URL_MESSAGE}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The dialog's body, mounted on each open so it starts from the brand website and nothing ticked. */
function AnalyzeForm({ website: initialWebsite, realContent, onCancel, onAnalyze }: Omit<AnalyzeDialogProps, 'open'>) {
  const [website, setWebsite] = useState(initialWebsite);
  const [blogUrl, setBlogUrl] = useState('');
  const [ticks, setTicks] = useState({ website: false, blog: false, content: false });
  const [noSource, setNoSource] = useState(false);

  const hasWebsite = website.trim() !== '';
  const hasBlog = blogUrl.trim() !== '';
  const { socialMedia, websiteCopy, emailIntros, blogPosts } = realContent;
  const texts = { socialMedia, websiteCopy, emailIntros, blogPosts };
  const hasContent = Object.values(texts).some((text) => text.trim() !== '');
  // spec part 2 §5: a tick is enabled only while its source exists; clearing the URL clears the tick.
  const chosen = { website: ticks.website && hasWebsite, blog: ticks.blog && hasBlog, content: ticks.content && hasContent };
  const websiteInvalid = chosen.website && !isAnalyzableUrl(website);
  const blogInvalid = chosen.blog && !isAnalyzableUrl(blogUrl);

  // A cleared URL takes its tick with it, so typing a new one does not tick it again unasked.
  const editUrl = (key: 'website' | 'blog', set: (url: string) => void) => (url: string) => {
    set(url);
    if (url.trim() === '') setTicks((t) => ({ ...t, [key]: false }));
  };

  const tick = (key: keyof typeof ticks) => (checked: boolean) => {
    setTicks((t) => ({ ...t, [key]: checked }));
    if (checked) setNoSource(false);
  };

  const analyze = () => {
    if (!chosen.website && !chosen.blog && !chosen.content) {
      setNoSource(true);
      return;
    }
    const sources: AnalysisSources = {};
    const names: SourceName[] = [];
    if (chosen.website) {
      sources.website = website.trim();
      names.push('your website');
    }
    if (chosen.blog) {
      sources.blogUrl = blogUrl.trim();
      names.push('your blog');
    }
    if (chosen.content) {
      sources.realContent = texts;
      names.push('your real content examples');
    }
    onAnalyze(sources, names);
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {PRODUCT_NAME} can analyze your brand voice and recommend a custom voice for your future content. Tick the sources to
        use:
      </Typography.Paragraph>
      <SourceRow label="Company Website" checked={chosen.website} enabled={hasWebsite} onCheck={tick('website')}>
        <UrlInput
          label="Company website URL"
          value={website}
          onChange={editUrl('website', setWebsite)}
          invalid={websiteInvalid}
          placeholder="https://example.com"
        />
      </SourceRow>
      <SourceRow label="Blog page" checked={chosen.blog} enabled={hasBlog} onCheck={tick('blog')}>
        <UrlInput
          label="Blog URL"
          value={blogUrl}
          onChange={editUrl('blog', setBlogUrl)}
          invalid={blogInvalid}
          placeholder="https://example.com/blog"
        />
      </SourceRow>
      <SourceRow label="Real Content Examples" checked={chosen.content} enabled={hasContent} onCheck={tick('content')}>
        {hasContent ? (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            The texts under Real Content from Your Brand.
          </Typography.Text>
        ) : (
          <Tag>No Content Added</Tag>
        )}
      </SourceRow>
      {noSource && <Alert type="error" showIcon title={ANALYZE_BRAND_NO_SOURCE_MESSAGE} />}
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" onClick={analyze} disabled={websiteInvalid || blogInvalid}>
          Analyze
        </Button>
      </Flex>
    </Flex>
  );
}

/** '{PRODUCT_NAME} Brand Voice Analysis': pick the sources, then Analyze (spec part 2 §2.6, §5 "Analysis"). */
export function AnalyzeDialog({ open, ...form }: AnalyzeDialogProps) {
  return (
    <Modal open={open} title={ANALYSIS_DIALOG_TITLE} onCancel={form.onCancel} footer={null} destroyOnHidden>
      <AnalyzeForm {...form} />
    </Modal>
  );
}
