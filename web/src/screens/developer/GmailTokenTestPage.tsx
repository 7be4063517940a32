import { screenRouteFor } from '../../../../domain/navigation';
import { ComingSoon } from '../coming-soon/ComingSoon';

export function GmailTokenTestPage() {
  return <ComingSoon screen={screenRouteFor('/test/gmail-token')!} />;
}
