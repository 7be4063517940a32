import { screenRouteFor } from '../../../../domain/navigation';
import { ComingSoon } from '../coming-soon/ComingSoon';

export function IntegrationsPage() {
  return <ComingSoon screen={screenRouteFor('/integrations')!} />;
}
