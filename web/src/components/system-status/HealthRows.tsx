import { Badge, Collapse, Descriptions, Typography } from 'antd';
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

const DATABASE_NAMES: Record<string, string> = { pglite: 'the built-in database', pg: 'a PostgreSQL server' };

/** The three parts in plain words; the engine's own names and addresses one click away. */
export function HealthRows({ report }: { report: HealthReport }) {
  const { database, temporal, worker } = report;
  const databaseName = DATABASE_NAMES[database.driver] ?? database.driver;
  const pollers = `${worker.pollers} ${worker.pollers === 1 ? 'poller' : 'pollers'}`;
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'database',
            label: 'Your data',
            children: <Status ok={database.ok} text={database.ok ? `Saved in ${databaseName}` : 'Cannot be reached'} error={database.error} />,
          },
          {
            key: 'temporal',
            label: 'Background work',
            children: <Status ok={temporal.ok} text={temporal.ok ? 'Running' : 'Cannot be reached'} error={temporal.error} />,
          },
          {
            key: 'worker',
            label: 'Automations and analysis',
            children: <Status ok={worker.ok} text={worker.ok ? 'Ready to take work' : 'Nothing is taking work right now'} />,
          },
        ]}
      />
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'technical',
            label: 'Technical details',
            children: (
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'driver', label: 'Database driver', children: database.driver },
                  { key: 'temporal', label: 'Temporal server', children: `${temporal.address} · namespace ${temporal.namespace}` },
                  { key: 'queue', label: 'Worker task queue', children: `${worker.taskQueue} · ${pollers}` },
                ]}
              />
            ),
          },
        ]}
      />
    </>
  );
}
