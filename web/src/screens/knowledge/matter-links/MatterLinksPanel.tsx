import { Button, Flex, Tag, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { FolderView } from '../../../api/knowledge';
import type { LinkedEvent, LinkedMail, LinkedTask } from '../../../api/matterLinks';
import { LinkedList } from './LinkedList';
import { dayOf, eventWhen, taskDetails } from './linkedText';
import { useMatterLinks } from './useMatterLinks';
import './matterLinks.css';

interface MatterLinksPanelProps {
  matter: FolderView;
  onEdit(): void;
}

/**
 * On a matter's page: the mail, hearings and events, and tasks that carry its case numbers. The link runs
 * from the matter to those items only; the mail, calendar and task screens never show this matter's documents.
 */
export function MatterLinksPanel({ matter, onEdit }: MatterLinksPanelProps) {
  const links = useMatterLinks(matter.id);
  const zone = links.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const several = matter.caseNumbers.length > 1;
  const state = { loading: links.isPending, error: links.error, onRetry: () => void links.refetch() };
  const caseTag = (caseNumber: string) => (several ? <Tag className="kb-linked-case">{caseNumber}</Tag> : null);

  return (
    <section aria-labelledby="kb-matter-links-heading" className="kb-matter-links" data-testid="kb-matter-links">
      <Typography.Title level={3} id="kb-matter-links-heading" className="kb-linked-heading">
        <LinkOutlined aria-hidden /> Linked by case number
      </Typography.Title>
      {matter.caseNumbers.length === 0 ? (
        <Flex vertical gap={8} align="flex-start" data-testid="kb-matter-links-none">
          <Typography.Text type="secondary">Add this matter's case numbers to see the mail, hearings and tasks that carry them here.</Typography.Text>
          <Button onClick={onEdit}>Add case numbers</Button>
        </Flex>
      ) : (
        <>
          <Typography.Paragraph type="secondary" className="kb-linked-intro" data-testid="kb-matter-case-numbers">
            Case {several ? 'numbers' : 'number'} {matter.caseNumbers.join(', ')}. Spacing and letter case do not matter.
          </Typography.Paragraph>
          <div className="kb-linked-grid">
            <LinkedList<LinkedMail>
              title="Mail"
              testId="kb-linked-mail"
              section={links.data?.mail}
              {...state}
              empty="No analysed mail carries these case numbers."
              renderItem={(mail) => (
                <>
                  <Link to={mail.href}>{mail.subject?.trim() || 'Analysed message'}</Link>
                  <Typography.Text type="secondary" className="kb-linked-detail">
                    {dayOf(mail.at, zone)}
                    {mail.summary ? ` · ${mail.summary}` : ''}
                  </Typography.Text>
                  {caseTag(mail.caseNumber)}
                </>
              )}
            />
            <LinkedList<LinkedEvent>
              title="Hearings and events"
              testId="kb-linked-events"
              section={links.data?.events}
              {...state}
              empty="No hearing or event on the calendar carries these case numbers."
              renderItem={(event) => (
                <>
                  <Link to={event.href}>{event.title}</Link>
                  <Typography.Text type="secondary" className="kb-linked-detail">
                    {[eventWhen(event, zone), event.hearingType, event.location].filter(Boolean).join(' · ')}
                  </Typography.Text>
                  {caseTag(event.caseNumber)}
                </>
              )}
            />
            <LinkedList<LinkedTask>
              title="Tasks"
              testId="kb-linked-tasks"
              section={links.data?.tasks}
              {...state}
              empty="No task carries these case numbers."
              renderItem={(task) => (
                <>
                  <Link to={task.href} className={task.completed ? 'kb-linked-done' : undefined}>
                    {task.title}
                  </Link>
                  <Typography.Text type="secondary" className="kb-linked-detail">
                    {taskDetails(task, zone)}
                  </Typography.Text>
                  {caseTag(task.caseNumber)}
                </>
              )}
            />
          </div>
        </>
      )}
    </section>
  );
}
