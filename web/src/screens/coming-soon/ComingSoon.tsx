import { Card, Result, Tag } from 'antd';
import { BuildOutlined } from '@ant-design/icons';
import type { ScreenRoute } from '../../../../domain/navigation';
import { usePageTitle } from '../../navigation/usePageTitle';

/** The honest placeholder of a screen that is not built yet: what it will hold, and no sample data. */
export function ComingSoon({ screen }: { screen: ScreenRoute }) {
  usePageTitle(screen.title);
  return (
    <Card variant="borderless" style={{ maxWidth: 720, margin: '0 auto' }} data-testid="coming-soon">
      <Result
        icon={<BuildOutlined />}
        title={screen.title}
        subTitle={screen.description}
        extra={<Tag>Not available yet</Tag>}
      />
    </Card>
  );
}
