import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { SessionProvider } from './auth/SessionProvider';
import { queryClient } from './data/queryClient';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { router } from './router';
import { ThemeProvider } from './theme/ThemeProvider';

export function App() {
  return (
    <ThemeProvider>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
