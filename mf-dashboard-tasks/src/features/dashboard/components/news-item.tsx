import { useId } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import { canMarkNewsRead, type NewsItem } from '@navia/contracts';
import { ReadMoreText } from '@navia/client-kit';
import { newsDateLabel, newsDateTime } from '../model/news-dates';
import { safeUrl, videoEmbed, type VideoEmbed } from '../model/news-video';

interface NewsItemViewProps {
  item: NewsItem;
  today: string;
  timeZone: string | undefined;
  onMarkRead: (item: NewsItem) => void;
}

/** An inline player (youtube, vimeo, loom), loaded only when scrolled near, or Wistia's 'Watch Video' button. */
function NewsVideo({ video, title, url }: { video: VideoEmbed; title: string; url: string }) {
  if (!video.inline) {
    return (
      <div>
        <Button href={url} target="_blank" rel="noopener noreferrer" aria-label={`Watch Video: ${title}`}>
          Watch Video
        </Button>
      </div>
    );
  }
  return (
    <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', borderRadius: 8, overflow: 'hidden', background: '#000' }}>
      <iframe
        src={video.embedUrl}
        title={`Video: ${title}`}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </div>
  );
}

/**
 * One news item (spec part 1 §2 "News Feed card"): title, relative date, category, important flag, summary, the
 * video or link, and for welcome and news items a way to mark it read (which hides it).
 */
export function NewsItemView({ item, today, timeZone, onMarkRead }: NewsItemViewProps) {
  const titleId = useId();
  const link = safeUrl(item.url);
  const video = videoEmbed(item.url);
  const dateTime = newsDateTime(item.date, timeZone);

  return (
    <article aria-labelledby={titleId} style={{ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 }}>
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Typography.Title level={3} id={titleId} style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
          {link && !video ? (
            // Other links open in a new tab (spec part 1 §2).
            <Typography.Link href={link.href} target="_blank" rel="noopener noreferrer">
              {item.title}
            </Typography.Link>
          ) : (
            item.title
          )}
        </Typography.Title>
        {item.isImportant && (
          <Tag color="red" style={{ marginInlineEnd: 0 }}>
            Important
          </Tag>
        )}
      </Flex>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <time dateTime={dateTime}>{newsDateLabel(item.date, today, timeZone)}</time>
        </Typography.Text>
        {item.category && <Tag style={{ marginInlineEnd: 0 }}>{item.category}</Tag>}
      </Flex>
      <ReadMoreText text={item.summary} />
      {video && link && <NewsVideo video={video} title={item.title} url={link.href} />}
      {canMarkNewsRead(item.category) && (
        <div>
          <Button size="small" onClick={() => onMarkRead(item)} aria-label={`Mark as read: ${item.title}`}>
            Mark as read
          </Button>
        </div>
      )}
    </article>
  );
}
