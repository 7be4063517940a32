import { RouterProvider } from 'react-router';
import { SessionProvider } from './auth/SessionProvider';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { router } from './router';
import { ThemeProvider } from './theme/ThemeProvider';

export function App() {
  return (
    <ThemeProvider>
      <ErrorBoundary>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
