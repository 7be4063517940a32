import { screenRouteFor } from '../../../../domain/navigation';
import { ComingSoon } from '../coming-soon/ComingSoon';

export function SettingsPage() {
  return <ComingSoon screen={screenRouteFor('/settings')!} />;
}
