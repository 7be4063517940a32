import { describeLoginThrottle } from './login-throttle-suite';

// Over the wire through the `pg` driver, where the row locks of a real server apply.
describeLoginThrottle('pg');
