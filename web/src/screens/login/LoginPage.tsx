import { Alert, Card, Tabs } from 'antd';
import { useSession } from '../../auth/sessionContext';
import { StandalonePage } from '../../components/StandalonePage';
import { usePageTitle } from '../../navigation/usePageTitle';
import { DemoWorkspaceButton } from './DemoWorkspaceButton';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';

/**
 * /auth/login and /login. After a successful sign-in or sign-up the session becomes
 * authenticated and <RedirectIfSignedIn> around this page moves on to `from` or /dashboard.
 */
export function LoginPage() {
  usePageTitle('Sign in');
  const { state } = useSession();
  const loadError = state.status === 'anonymous' ? state.loadError : null;

  return (
    <StandalonePage>
      <Card style={{ width: '100%', maxWidth: 420 }} data-testid="login-page">
        {loadError && (
          <Alert
            type="warning"
            showIcon
            title="Could not check your session"
            description={loadError}
            style={{ marginBottom: 16 }}
          />
        )}
        <Tabs
          centered
          destroyOnHidden
          items={[
            { key: 'login', label: 'Login', children: <LoginForm /> },
            { key: 'signup', label: 'Sign up', children: <SignUpForm /> },
          ]}
        />
        <DemoWorkspaceButton />
      </Card>
    </StandalonePage>
  );
}
