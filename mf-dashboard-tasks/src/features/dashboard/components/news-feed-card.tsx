import { useId, useState } from 'react';
import { Alert, Button, Card, Divider, Flex, Typography } from 'antd';
import { NOTION_NEWS_HINT } from '@navia/contracts';
import { useAuthStore } from '@navia/client-kit';
import { useToday, useUserTimeZone } from '../../tasks/hooks/use-today';
import { useNews } from '../api/get-news';
import { useNewsReadState } from '../hooks/use-news-read-state';
import { ALL_NEWS_READ, NEWS_LOAD_ERROR, NEWS_VISIBLE_COUNT, NO_NEWS, SHOW_LESS, showMoreLabel, unreadNews } from '../model/news-feed';
import { CardLoading } from './card-loading';
import { CARD_HEADING_STYLE, DASHBOARD_CARD_STYLES, NEWS_LOADING_HEIGHT } from './card-styles';
import { NewsItemView } from './news-item';

export const NEWS_FEED_TITLE = 'News Feed';

function Message({ text, hint }: { text: string; hint?: string }) {
  return (
    <Flex vertical gap={4} style={{ padding: '8px 0' }}>
      <Typography.Text>{text}</Typography.Text>
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
    </Flex>
  );
}

function NewsFeedBody({ userId }: { userId: string }) {
  const { data, isPending, isError, error } = useNews();
  const { readIds, markRead } = useNewsReadState(userId, data);
  const [expanded, setExpanded] = useState(false);
  const today = useToday();
  const timeZone = useUserTimeZone();

  if (isPending) {
    return <CardLoading label="Loading news" rows={4} minHeight={NEWS_LOADING_HEIGHT} />;
  }
  if (isError) return <Alert type="error" showIcon title={NEWS_LOAD_ERROR} description={error.message} />;
  if (data.news.length === 0) return <Message text={NO_NEWS} hint={data.source === 'notion' ? NOTION_NEWS_HINT : undefined} />;

  const unread = unreadNews(data.news, readIds);
  if (unread.length === 0) return <Message text={ALL_NEWS_READ} />;
  const hidden = unread.length - NEWS_VISIBLE_COUNT;
  const shown = expanded ? unread : unread.slice(0, NEWS_VISIBLE_COUNT);

  return (
    <Flex vertical gap={0}>
      <ul aria-label="News items" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((item, index) => (
          <li key={item.id}>
            {index > 0 && <Divider style={{ margin: '12px 0' }} />}
            <NewsItemView item={item} today={today} timeZone={timeZone} onMarkRead={markRead} />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <Button type="link" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded} style={{ alignSelf: 'flex-start', paddingInline: 0, marginTop: 8 }}>
          {expanded ? SHOW_LESS : showMoreLabel(hidden)}
        </Button>
      )}
    </Flex>
  );
}

/**
 * spec part 1 §2 "News Feed card": 3 items, 'Show N More' / 'Show Less', the load, empty and all-read messages, and
 * nothing at all when signed out (spec part 1 §6).
 */
export function NewsFeedCard() {
  const titleId = useId();
  const userId = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null));
  if (!userId) return null;
  return (
    <section aria-labelledby={titleId} style={{ minWidth: 0 }}>
      <Card title={<h2 id={titleId} style={CARD_HEADING_STYLE}>{NEWS_FEED_TITLE}</h2>} styles={DASHBOARD_CARD_STYLES}>
        {/* Keyed by user: read marks and the expanded state never carry over to the next person in this tab. */}
        <NewsFeedBody key={userId} userId={userId} />
      </Card>
    </section>
  );
}
