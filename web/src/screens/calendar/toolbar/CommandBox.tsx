import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { sendCommand, type CalendarEvent, type CommandReply } from '../../../api/calendar';
import { errorMessage } from '../../../api/ApiError';
import { calendarKeys } from '../state/calendarKeys';

interface CommandBoxProps {
  onOpenEvent(event: CalendarEvent): void;
}

/** "Ask the calendar": the calendar agent's commands; its reply, suggestions to click, and the events it names. */
export function CommandBox({ onOpenEvent }: CommandBoxProps) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [reply, setReply] = useState<CommandReply | null>(null);
  const command = useMutation({
    mutationFn: sendCommand,
    onSuccess: (answer) => setReply(answer),
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.events() }),
  });
  const ask = (value: string) => {
    if (!value.trim()) return;
    setText(value);
    command.mutate(value.trim());
  };
  const named = reply ? [...(reply.event ? [reply.event] : []), ...(reply.events ?? [])] : [];

  return (
    <Flex vertical gap={8} data-testid="calendar-command">
      <Input.Search
        value={text}
        onChange={(change) => setText(change.target.value)}
        onSearch={ask}
        enterButton="Ask"
        loading={command.isPending}
        placeholder="Ask the calendar — e.g. what's on Friday"
        aria-label="Ask the calendar"
        maxLength={500}
        data-testid="calendar-command-input"
      />
      {command.error ? <Alert type="error" showIcon title="The calendar could not answer" description={errorMessage(command.error)} /> : null}
      {reply ? (
        <Alert
          type="info"
          closable={{ onClose: () => setReply(null), 'aria-label': 'Close the answer' }}
          data-testid="calendar-command-reply"
          title={<span style={{ whiteSpace: 'pre-wrap' }}>{reply.reply}</span>}
          description={
            named.length || reply.suggestions.length ? (
              <Flex vertical gap={6}>
                {named.length ? (
                  <Flex gap={6} wrap>
                    {named.map((event) => (
                      <Button key={event.id} size="small" type="link" onClick={() => onOpenEvent(event)} style={{ paddingInline: 0 }}>
                        {event.title}
                      </Button>
                    ))}
                  </Flex>
                ) : null}
                {reply.suggestions.length ? (
                  <Flex gap={6} wrap align="center">
                    <Typography.Text type="secondary">Try:</Typography.Text>
                    {reply.suggestions.map((suggestion) => (
                      <Button key={suggestion} size="small" shape="round" onClick={() => ask(suggestion)} data-testid="calendar-command-suggestion">
                        {suggestion}
                      </Button>
                    ))}
                  </Flex>
                ) : null}
              </Flex>
            ) : undefined
          }
        />
      ) : null}
    </Flex>
  );
}
