import { describeAuth } from './auth-suite';

describeAuth('pglite');
