import { screenRouteFor } from '../../../../domain/navigation';
import { ComingSoon } from '../coming-soon/ComingSoon';

export function EmailDebugPage() {
  return <ComingSoon screen={screenRouteFor('/debug/email')!} />;
}
