import { describeLoginThrottle } from './login-throttle-suite';

describeLoginThrottle('pglite');
