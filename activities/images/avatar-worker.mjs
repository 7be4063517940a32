// Thread entry of the avatar resizer: the project runs TypeScript through tsx, which a worker thread has to
// register for itself before it can load avatar-worker-main.ts.
import { register } from 'tsx/esm/api';

register();
await import('./avatar-worker-main.ts');
