import { describeAuth } from './auth-suite';

// Over the wire through the `pg` driver: PGlite on a loopback socket, or TEST_DATABASE_URL's server.
describeAuth('pg');
