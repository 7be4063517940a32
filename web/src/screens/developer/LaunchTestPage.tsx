import { screenRouteFor } from '../../../../domain/navigation';
import { ComingSoon } from '../coming-soon/ComingSoon';

export function LaunchTestPage() {
  return <ComingSoon screen={screenRouteFor('/launch-test')!} />;
}
