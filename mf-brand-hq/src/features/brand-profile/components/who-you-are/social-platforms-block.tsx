import { useCallback, type ReactNode } from 'react';
import { Checkbox, Flex } from 'antd';
import { BRAND_DATA_LIMITS, type BrandDataPatchInput, type SingleUrlPlatform } from '@navia/contracts';
import type { BrandRecord, SocialPlatforms } from '@navia/client-kit';
import { useEditableBlock } from '../../hooks/use-editable-block';
import {
  SINGLE_URL_PLATFORMS,
  SOCIAL_PLATFORM_LABELS,
  withLinkedinCompanyUrl,
  withLinkedinProfileUrl,
  withPlatformSelected,
  withPlatformUrl,
} from '../../model/social-platforms';
import { EditableBlockCard } from '../shared/editable-block-card';
import { TextField } from '../shared/text-field';

const PLACEHOLDERS: Record<SingleUrlPlatform, string> = {
  facebook: 'https://facebook.com/yourpage',
  instagram: 'https://instagram.com/yourhandle',
  tiktok: 'https://tiktok.com/@yourhandle',
  pinterest: 'https://pinterest.com/yourprofile',
  twitter: 'https://x.com/yourhandle',
  substack: 'https://yourname.substack.com',
  youtube: 'https://youtube.com/@yourchannel',
};

/** A platform row: its tick (named by the platform) beside its URL field(s); wraps under each other when narrow. */
function PlatformRow({ checkbox, children }: { checkbox: ReactNode; children: ReactNode }) {
  return (
    <Flex gap={12} align="flex-start" wrap>
      <div style={{ flex: '0 0 140px', paddingTop: 5 }}>{checkbox}</div>
      <Flex vertical gap={8} style={{ flex: '1 1 220px', minWidth: 0 }}>
        {children}
      </Flex>
    </Flex>
  );
}

/**
 * Social Platforms: a tick and a URL per platform. Typing a non-blank URL ticks it, clearing it unticks it, and the
 * tick can be toggled by hand; linkedin has a profile URL and, only while ticked, a company URL (spec part 2 §2.6).
 */
export function SocialPlatformsBlock({ record, save }: { record: BrandRecord; save: (patch: BrandDataPatchInput) => Promise<unknown> }) {
  const onSave = useCallback((socialPlatforms: SocialPlatforms) => save({ socialPlatforms }), [save]);
  const block = useEditableBlock({ baseline: record.socialPlatforms, onSave, draftName: 'social-platforms' });
  const { values, editing, change } = block;
  const limit = BRAND_DATA_LIMITS.socialPlatformUrl;

  return (
    <EditableBlockCard title="Social Platforms" block={block}>
      <Flex vertical gap={12}>
        {SINGLE_URL_PLATFORMS.map((name) => {
          const label = SOCIAL_PLATFORM_LABELS[name];
          return (
            <PlatformRow
              key={name}
              checkbox={
                <Checkbox checked={values[name].selected} onChange={(e) => change((v) => withPlatformSelected(v, name, e.target.checked))}>
                  {label}
                </Checkbox>
              }
            >
              <TextField
                label={`${label} URL`}
                hideLabel
                value={values[name].url}
                onChange={(url) => change((v) => withPlatformUrl(v, name, url))}
                editing={editing}
                limit={limit}
                type="url"
                inputMode="url"
                placeholder={PLACEHOLDERS[name]}
              />
            </PlatformRow>
          );
        })}
        <PlatformRow
          checkbox={
            <Checkbox checked={values.linkedin.selected} onChange={(e) => change((v) => withPlatformSelected(v, 'linkedin', e.target.checked))}>
              {SOCIAL_PLATFORM_LABELS.linkedin}
            </Checkbox>
          }
        >
          <TextField
            label="LinkedIn profile URL"
            hideLabel
            value={values.linkedin.profileUrl}
            onChange={(url) => change((v) => withLinkedinProfileUrl(v, url))}
            editing={editing}
            limit={limit}
            type="url"
            inputMode="url"
            placeholder="Profile: https://linkedin.com/in/you"
          />
          {values.linkedin.selected && (
            <TextField
              label="LinkedIn company URL"
              hideLabel
              value={values.linkedin.companyUrl}
              onChange={(url) => change((v) => withLinkedinCompanyUrl(v, url))}
              editing={editing}
              limit={limit}
              type="url"
              inputMode="url"
              placeholder="Company page: https://linkedin.com/company/yours"
            />
          )}
        </PlatformRow>
      </Flex>
    </EditableBlockCard>
  );
}
