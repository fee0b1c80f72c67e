import { Alert, Button, Flex } from 'antd';

const when = (savedAt: number) =>
  new Date(savedAt).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

interface DraftNoticeProps {
  /** What the changes belong to, for the message and the buttons' names ('Company Purpose', 'Spring menu post'). */
  subject: string;
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers unsaved changes kept from an earlier visit back: Restore puts them on screen, Discard drops them. */
export function DraftNotice({ subject, savedAt, onRestore, onDiscard }: DraftNoticeProps) {
  return (
    // The buttons sit under the text, not in the Alert's action slot, so a 375 px screen does not squeeze the text.
    <Alert
      type="info"
      showIcon
      title={`You have unsaved changes to ${subject} from ${when(savedAt)}.`}
      description={
        <Flex vertical gap={8} align="flex-start">
          <span>They were kept in this browser when you left. Restore them to keep working, or discard them.</span>
          <Flex gap={8} wrap>
            <Button size="small" type="primary" onClick={onRestore} aria-label={`Restore unsaved changes to ${subject}`}>
              Restore
            </Button>
            <Button size="small" onClick={onDiscard} aria-label={`Discard unsaved changes to ${subject}`}>
              Discard
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
