import { Flex } from 'antd';
import type { SectionProps } from '../section-props';
import { useRequiredFields } from '../../model/required-fields';
import { CompanyBlock } from './company-block';
import { PurposeBlock } from './purpose-block';
import { SocialPlatformsBlock } from './social-platforms-block';

/** /brand-profile/who-you-are (and the default for any other brand-profile path). */
export function WhoYouAreSection({ record, save }: SectionProps) {
  const isRequired = useRequiredFields();
  return (
    <Flex vertical gap={24}>
      <CompanyBlock record={record} save={save} isRequired={isRequired} />
      <PurposeBlock record={record} save={save} isRequired={isRequired} />
      <SocialPlatformsBlock record={record} save={save} />
    </Flex>
  );
}
