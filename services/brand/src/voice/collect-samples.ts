import type { AnalyzeBrandSources } from '@navia/contracts';
import { analysisFailures } from './analysis-failure';
import type { VoiceSample, VoiceSampleKind } from './brand-voice-analyzer';
import { collapseWhitespace, htmlToText } from './html-to-text';
import { FetchFailedError, FetchRefusedError } from '@navia/service-kit';
import type { FetchedPage } from './safe-fetch';

export type PageFetcher = (url: string) => Promise<FetchedPage>;

// A long page says nothing more about its voice after this much text, and the measures stay fast.
const MAX_PAGE_TEXT = 50_000;

const REAL_CONTENT: Array<[keyof NonNullable<AnalyzeBrandSources['realContent']>, VoiceSampleKind, string]> = [
  ['socialMedia', 'socialMedia', 'Social media captions or posts'],
  ['websiteCopy', 'websiteCopy', 'Website copy'],
  ['emailIntros', 'emailIntros', 'Email intros or copy'],
  ['blogPosts', 'blogPosts', 'Blog posts'],
];

async function pageSample(fetchPage: PageFetcher, url: string, kind: 'website' | 'blog', field: string): Promise<VoiceSample> {
  const label = kind === 'website' ? 'Company website' : 'Blog';
  try {
    const page = await fetchPage(url);
    const text = page.contentType === 'text/plain' ? collapseWhitespace(page.text) : htmlToText(page.text);
    return { kind, label, url: page.finalUrl, text: text.slice(0, MAX_PAGE_TEXT) };
  } catch (err) {
    // The user gave this address: say which one failed and why, on its field.
    if (err instanceof FetchRefusedError) throw analysisFailures.sourceRefused(field, `${label}: ${err.message}`);
    if (err instanceof FetchFailedError) throw analysisFailures.sourceUnreachable(field, `${label}: ${err.message}`);
    throw err;
  }
}

/** The chosen sources as texts: pages fetched (safely) and reduced to what a visitor reads, plus the real content. */
export async function collectSamples(sources: AnalyzeBrandSources, fetchPage: PageFetcher): Promise<VoiceSample[]> {
  const pages = await Promise.all([
    sources.website ? pageSample(fetchPage, sources.website, 'website', 'sources.website') : undefined,
    sources.blogUrl ? pageSample(fetchPage, sources.blogUrl, 'blog', 'sources.blogUrl') : undefined,
  ]);
  const samples = pages.filter((p): p is VoiceSample => p !== undefined);
  for (const [key, kind, label] of REAL_CONTENT) {
    const text = sources.realContent?.[key];
    if (text) samples.push({ kind, label, text });
  }
  const withText = samples.filter((s) => s.text.trim().length > 0);
  if (!withText.length) throw analysisFailures.noText();
  return withText;
}
