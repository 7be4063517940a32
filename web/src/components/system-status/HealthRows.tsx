import { Badge, Descriptions, Typography } from 'antd';
import type { HealthReport } from '../../api/health';

function Status({ ok, text, error }: { ok: boolean; text: string; error?: string | undefined }) {
  return (
    <span>
      <Badge status={ok ? 'success' : 'error'} text={text} />
      {!ok && error ? (
        <Typography.Text type="danger" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      ) : null}
    </span>
  );
}

export function HealthRows({ report }: { report: HealthReport }) {
  const { database, temporal, worker } = report;
  const pollers = `${worker.pollers} ${worker.pollers === 1 ? 'poller' : 'pollers'}`;
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'database', label: 'Database', children: <Status ok={database.ok} text={database.driver} error={database.error} /> },
        {
          key: 'temporal',
          label: 'Temporal',
          children: (
            <Status ok={temporal.ok} text={`${temporal.address} · namespace ${temporal.namespace}`} error={temporal.error} />
          ),
        },
        { key: 'worker', label: 'Worker', children: <Status ok={worker.ok} text={`${worker.taskQueue} · ${pollers}`} /> },
      ]}
    />
  );
}
