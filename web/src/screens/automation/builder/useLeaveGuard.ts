import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { App } from 'antd';

/**
 * Asks before leaving a page with unsaved changes: another screen of the app (react-router's blocker)
 * or closing and reloading the tab (the browser's own prompt).
 */
export function useLeaveGuard(unsaved: boolean, what: string): void {
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: 'Leave without saving?',
      content: `Your changes to ${what} are not saved; they will be lost.`,
      okText: 'Leave',
      okButtonProps: { danger: true },
      cancelText: 'Stay',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
      afterClose: () => {
        asking.current = false;
      },
    });
  }, [blocker, modal, what]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
