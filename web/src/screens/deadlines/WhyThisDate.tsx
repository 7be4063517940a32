import { useId, useState } from 'react';
import { Button, Descriptions, Typography } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import type { ChainDeadline } from '../../api/deadlines';
import { dayText, offsetText } from './dateText';

const CALENDAR_TEXT = { court: 'court days (California judicial holidays skipped)', wcab: 'WCAB working days' } as const;
const METHOD_TEXT: Record<string, string> = {
  none: 'no service',
  personal: 'personal service',
  mail_in_california: 'mail within California',
  mail_elsewhere_in_us: 'mail elsewhere in the United States',
  mail_abroad: 'mail outside the United States',
  electronic: 'electronic service',
};

/** "Why this date": the rule, its trigger, the offset, the service extension and the days the count rolled past. */
export function WhyThisDate({ deadline }: { deadline: ChainDeadline }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { explanation } = deadline;
  const extension = explanation.serviceExtension;
  return (
    <div>
      <Button type="link" size="small" style={{ paddingInline: 0 }} icon={open ? <DownOutlined /> : <RightOutlined />} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} data-testid="why-this-date">
        Why this date
      </Button>
      {open ? (
        <div id={panelId} className="deadline-why" data-testid="why-this-date-panel">
          <Descriptions
            size="small"
            column={1}
            styles={{ label: { width: 130 } }}
            items={[
              {
                key: 'rule',
                label: 'Rule',
                children: (
                  <span>
                    {explanation.ruleText} <Typography.Text type="secondary">({explanation.citation})</Typography.Text>
                  </span>
                ),
              },
              { key: 'trigger', label: 'Trigger', children: `${explanation.trigger.label} on ${dayText(explanation.trigger.date)}` },
              { key: 'offset', label: 'Offset', children: `${offsetText(explanation.offset)} the ${explanation.trigger.label}, counted in ${CALENDAR_TEXT[explanation.calendar]}` },
              {
                key: 'service',
                label: 'Service extension',
                children: extension.days > 0 ? `${extension.days} days for ${METHOD_TEXT[extension.method] ?? extension.method}${extension.citation ? ` (${extension.citation})` : ''}` : 'None',
              },
              {
                key: 'skipped',
                label: 'Days skipped',
                children:
                  explanation.skipped.length === 0 ? (
                    'None'
                  ) : (
                    <ul className="deadline-plain-list">
                      {explanation.skipped.map((day) => (
                        <li key={day.date}>
                          {dayText(day.date)}: {day.reason}
                        </li>
                      ))}
                    </ul>
                  ),
              },
              ...(explanation.unadjustedDate !== deadline.dueDate ? [{ key: 'unadjusted', label: 'Before rolling over', children: dayText(explanation.unadjustedDate) }] : []),
              {
                key: 'steps',
                label: 'Steps',
                children: (
                  <ol className="deadline-plain-list">
                    {explanation.steps.map((step, index) => (
                      <li key={index}>{step}</li>
                    ))}
                  </ol>
                ),
              },
              ...(explanation.note ? [{ key: 'note', label: 'Note', children: explanation.note }] : []),
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}
