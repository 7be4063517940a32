import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Flex, Typography, theme } from 'antd';
import { CheckCircleOutlined, CloseOutlined, WarningOutlined } from '@ant-design/icons';
import {
  MONITOR_AUTO_HIDE_MS,
  MONITOR_MAX_SHOWN,
  MONITOR_REFRESH_MS,
  opensMonitor,
  type TrackedError,
} from '../../../../domain/errors/recovery';
import { useLogout } from '../../auth/useLogout';
import { configureRecovery, errorMonitor, useTrackedErrors } from './errorStore';
import { ErrorRow } from './ErrorRow';
import './errorMonitor.css';

/** The floating error monitor panel (seed 000 §2), top-right: a badge, and the list it opens. */
export function ErrorMonitor() {
  const errors = useTrackedErrors();
  const [open, setOpen] = useState(false);
  const [, setTick] = useState(0);
  const autoOpened = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const badgeRef = useRef<HTMLButtonElement>(null);
  const seen = useRef(new Set(errors.map((error) => error.id)));
  const panelId = useId();
  const { token } = theme.useToken();
  useSignedInRecovery();

  // Every 30 s: fresh times on screen, and resolved errors older than 24 h go.
  useEffect(() => {
    const timer = setInterval(() => {
      errorMonitor.purge();
      setTick((tick) => tick + 1);
    }, MONITOR_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  // A new critical or high error opens the panel; opened that way, it hides again after 10 s.
  useEffect(() => {
    const fresh = errors.filter((error) => !seen.current.has(error.id));
    for (const error of fresh) seen.current.add(error.id);
    if (fresh.some(opensMonitor)) {
      setOpen(true);
      autoOpened.current = true;
    }
  }, [errors]);

  useEffect(() => {
    if (!open || !autoOpened.current) return;
    const timer = setTimeout(() => {
      const panel = panelRef.current;
      // Not while the person is reading or using it.
      if (panel && (panel.matches(':hover') || panel.contains(document.activeElement))) return;
      autoOpened.current = false;
      setOpen(false);
    }, MONITOR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [open, errors]);

  const close = useCallback(() => {
    autoOpened.current = false;
    setOpen(false);
    badgeRef.current?.focus();
  }, []);

  // A row's buttons vanish once it is resolved: focus stays in the panel rather than falling to the page.
  const keepFocus = useCallback(() => {
    // After React has re-rendered the row.
    setTimeout(() => {
      const panel = panelRef.current;
      if (panel && !panel.contains(document.activeElement)) panel.focus();
    }, 0);
  }, []);

  const unresolved = errors.filter((error) => !error.resolved).length;
  const shown = errors.slice(0, MONITOR_MAX_SHOWN);
  const label = unresolved > 0 ? `${unresolved} Error(s)` : 'All Clear';

  return (
    <div className="ws-error-monitor" data-testid="error-monitor">
      <button
        ref={badgeRef}
        type="button"
        className="ws-error-monitor__badge"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Error monitor: ${label}`}
        data-state={unresolved > 0 ? 'errors' : 'clear'}
        onClick={() => {
          autoOpened.current = false;
          setOpen((value) => !value);
        }}
        style={{
          background: unresolved > 0 ? token.colorErrorBg : token.colorBgContainer,
          color: token.colorText,
          borderColor: unresolved > 0 ? token.colorErrorBorder : token.colorBorder,
        }}
      >
        {unresolved > 0 ? <WarningOutlined aria-hidden style={{ color: token.colorError }} /> : <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess }} />}
        <span aria-live="polite">{label}</span>
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="region"
          tabIndex={-1}
          aria-label="Error monitor"
          className="ws-error-monitor__panel"
          style={{ background: token.colorBgElevated, color: token.colorText, borderColor: token.colorBorderSecondary, boxShadow: token.boxShadowSecondary }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          onPointerEnter={() => {
            autoOpened.current = false;
          }}
        >
          <Flex align="center" justify="space-between" gap={8} className="ws-error-monitor__header">
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              Errors
            </Typography.Title>
            <Flex gap={4}>
              <Button size="small" onClick={() => errorMonitor.purge(true)} title="Remove resolved errors from the list">
                Clear Old
              </Button>
              <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Close the error monitor" onClick={close} />
            </Flex>
          </Flex>
          {shown.length === 0 ? (
            <Typography.Paragraph style={{ margin: 0, padding: '12px 0' }}>Nothing has gone wrong in this tab.</Typography.Paragraph>
          ) : (
            <ul className="ws-error-monitor__list" aria-label={`${shown.length} of ${errors.length} errors, newest first`}>
              {shown.map((error: TrackedError) => (
                <ErrorRow key={error.id} error={error} onSettled={keepFocus} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** In the signed-in shell, recovery's logout is the app's own sign-out (toast, then /login). */
function useSignedInRecovery(): void {
  const logout = useLogout();
  useEffect(
    () =>
      configureRecovery({
        logout: async () => {
          await logout();
          return true;
        },
      }),
    [logout],
  );
}
