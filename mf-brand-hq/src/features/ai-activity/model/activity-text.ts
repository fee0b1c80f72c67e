import type { AiActivityEntry, AiActivityPurpose, AiActivityResponse } from '@navia/contracts';

/** Our wording (issue 18; the spec has no AI activity page). */
export const AI_ACTIVITY_TITLE = 'AI Activity';
export const AI_ACTIVITY_ERROR = 'Your AI activity could not be loaded.';

const PURPOSE: Record<AiActivityPurpose, string> = {
  draft: 'Wrote a draft',
  'task-draft': 'Wrote a task’s draft',
  rewrite: 'Made a draft more on-brand',
  'voice-analysis': 'Analysed your brand voice',
};

export const purposeText = (purpose: AiActivityPurpose) => PURPOSE[purpose];

/** Where the model ran, in the owner's words. */
export function providerText(entry: Pick<AiActivityEntry, 'provider' | 'model' | 'local'>): string {
  if (entry.provider === 'local') return `${entry.model}, on this server`;
  if (entry.provider === 'mindstudio') return `MindStudio worker ${entry.model}`;
  return `${entry.model} at the configured AI service`;
}

/** The headline of the record: whether anything of the brand left this server in the window, and how much. */
export function summaryText(activity: Pick<AiActivityResponse, 'total' | 'leftServer' | 'retentionDays'>): string {
  const { total, leftServer, retentionDays } = activity;
  const calls = (n: number) => `${n} ${n === 1 ? 'call' : 'calls'}`;
  if (total === 0) {
    return `Nothing left this server. In the last ${retentionDays} days no AI model was sent your brand’s data: Navia’s built-in writer and voice analyzer work here.`;
  }
  if (leftServer === 0) return `Nothing left this server. The ${calls(total)} of the last ${retentionDays} days went to a model running on this server.`;
  return `${calls(leftServer)} of the last ${retentionDays} days sent your brand’s data to an AI service outside this server${total > leftServer ? `; ${total - leftServer} more stayed on it` : ''}.`;
}

/** What a call was sent: the fields of the brand profile, by their names in Brand Headquarters where they have one. */
const FIELD_LABEL: Record<string, string> = {
  companyName: 'company name',
  industry: 'industry',
  website: 'website page',
  blog: 'blog page',
  companyStory: 'story',
  companyMission: 'mission',
  brandPersonality: 'personality',
  toneOfVoice: 'tone of voice',
  languageStyle: 'language style',
  emojiPreferences: 'emoji style',
  'realContent.socialMedia': 'social media sample',
  'realContent.websiteCopy': 'website copy sample',
  'realContent.emailIntros': 'email sample',
  'realContent.blogPosts': 'blog sample',
};

export function fieldText(field: string): string {
  if (FIELD_LABEL[field]) return FIELD_LABEL[field];
  const [group, name] = field.split('.');
  const label = (name ?? group).replace(/([A-Z])/g, ' $1').toLowerCase();
  return group === 'personas' && name ? `persona ${label}` : group === 'offerings' && name ? `offer ${label}` : label;
}

export function sentText(entry: Pick<AiActivityEntry, 'brandFieldsSent' | 'charactersSent'>): string {
  const chars = `${entry.charactersSent.toLocaleString('en-US')} characters`;
  if (!entry.brandFieldsSent.length) return `${chars}, no field of your brand profile`;
  return `${chars}, with ${entry.brandFieldsSent.map(fieldText).join(', ')}`;
}
