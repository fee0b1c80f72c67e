import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** Any path outside the route table (spec part 1 §2); remotes get it as RemoteProps.notFound for their sub-paths. */
export function NotFoundPage() {
  return (
    <Flex justify="center" style={{ paddingTop: 48 }}>
      <Card title="404 Page Not Found" style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Paragraph>The page you are looking for does not exist or has moved.</Typography.Paragraph>
        <Link to="/">Go back home</Link>
      </Card>
    </Flex>
  );
}
