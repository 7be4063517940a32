import type { ReactNode } from 'react';
import { Card } from 'antd';

/** One section of /settings: a card with a heading its anchor link points at. */
export function SettingsSection({ id, title, extra, children }: { id: string; title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 72 }} data-testid={`settings-${id}`}>
      <Card title={<h2 id={`${id}-title`} style={{ margin: 0, fontSize: 18 }}>{title}</h2>} extra={extra}>
        {children}
      </Card>
    </section>
  );
}
