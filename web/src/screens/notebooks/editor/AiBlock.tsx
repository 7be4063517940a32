import { Alert, Button, Flex, List, Space, Tag, Typography } from 'antd';
import { CalendarOutlined, CheckOutlined, PlusOutlined, RobotOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { AiBlockMetadata, NotebookAiStatus, NotebookBlock } from '../../../../../domain/notebooks/views';

interface Props {
  block: NotebookBlock;
  ai: NotebookAiStatus;
  busy: boolean;
  timeZone: string;
  onAnalyze(): void;
  onAcceptTask(suggestionId: string): void;
  onAcceptEvent(suggestionId: string): void;
}

const metadataOf = (block: NotebookBlock): AiBlockMetadata => {
  const m = block.metadata as Partial<AiBlockMetadata>;
  return {
    suggestedTasks: m.suggestedTasks ?? [],
    suggestedCalendarEvents: m.suggestedCalendarEvents ?? [],
    relatedContent: m.relatedContent ?? [],
    summary: m.summary ?? null,
    keyTopics: m.keyTopics ?? [],
    analyzedAt: m.analyzedAt ?? null,
    needs: m.needs ?? null,
  };
};

/** An AI block: analyses its notebook; suggestions become tasks and events with one click; related notebooks link to them. */
export function AiBlock({ block, ai, busy, timeZone, onAnalyze, onAcceptTask, onAcceptEvent }: Props) {
  const m = metadataOf(block);
  const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  return (
    <section className="notebook-ai-block" aria-label="AI block">
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Typography.Text strong>
          <RobotOutlined aria-hidden /> AI suggestions
        </Typography.Text>
        <Button size="small" onClick={onAnalyze} loading={busy}>
          {m.analyzedAt ? 'Analyse again' : 'Analyse this notebook'}
        </Button>
      </Flex>
      {!ai.canGenerate && <Alert className="notebook-ai-needs" type="info" showIcon message={ai.reason ?? 'Needs an AI model: add an OpenAI-compatible key in settings.'} />}
      {!m.analyzedAt && <Typography.Paragraph type="secondary">Analyse the notebook to see {ai.canGenerate ? 'a summary, topics, suggested tasks and events, and ' : ''}related notebooks.</Typography.Paragraph>}
      {m.summary && (
        <div>
          <Typography.Title level={5}>Summary</Typography.Title>
          <Typography.Paragraph>{m.summary}</Typography.Paragraph>
          <Space wrap aria-label="Key topics">
            {m.keyTopics.map((topic) => (
              <Tag key={topic}>{topic}</Tag>
            ))}
          </Space>
        </div>
      )}
      {m.suggestedTasks.length > 0 && (
        <List
          header={<Typography.Text strong>Suggested tasks</Typography.Text>}
          size="small"
          dataSource={m.suggestedTasks}
          renderItem={(task) => (
            <List.Item
              actions={[
                task.taskId ? (
                  <Link key="open" to="/tasks">
                    <CheckOutlined aria-hidden /> Added to tasks
                  </Link>
                ) : (
                  <Button key="add" size="small" icon={<PlusOutlined />} onClick={() => onAcceptTask(task.id)} aria-label={`Add task ${task.title}`}>
                    Add task
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta title={`${task.title} · ${task.priority}`} description={task.description || null} />
            </List.Item>
          )}
        />
      )}
      {m.suggestedCalendarEvents.length > 0 && (
        <List
          header={<Typography.Text strong>Suggested events</Typography.Text>}
          size="small"
          dataSource={m.suggestedCalendarEvents}
          renderItem={(event) => (
            <List.Item
              actions={[
                event.eventId ? (
                  <Link key="open" to="/calendar">
                    <CheckOutlined aria-hidden /> On the calendar
                  </Link>
                ) : (
                  <Button key="add" size="small" icon={<CalendarOutlined />} onClick={() => onAcceptEvent(event.id)} aria-label={`Add event ${event.title} to the calendar`}>
                    Add to calendar
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta title={event.title} description={`${when(event.startDate)} – ${when(event.endDate)}${event.description ? ` · ${event.description}` : ''}`} />
            </List.Item>
          )}
        />
      )}
      {m.analyzedAt && (
        <div>
          <Typography.Text strong>Related notebooks</Typography.Text>
          {m.relatedContent.length === 0 ? (
            <Typography.Paragraph type="secondary">No related notebooks found.</Typography.Paragraph>
          ) : (
            <ul className="notebook-related">
              {m.relatedContent.map((hit) => (
                <li key={hit.id}>
                  <Link to={`/notebooks/${hit.id}`}>{hit.title}</Link> <Tag>{hit.kind === 'related' ? 'Related' : 'See also'}</Tag>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
