import { useState } from 'react';
import { Button, Drawer, Flex, Form, Popconfirm, Result, Skeleton } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { CalendarEvent, CalendarSource, CalendarTag } from '../../../api/calendar';
import { ApiError, errorMessage } from '../../../api/ApiError';
import { EventForm } from '../editor/EventForm';
import { toEventInput, valuesOf, type EventFormValues } from '../editor/eventForm';
import { useCalendarEvent } from '../state/useCalendarQueries';
import type { useEventMutations } from '../state/useEventMutations';
import { ConflictBanner } from './ConflictBanner';
import { EventDetails } from './EventDetails';

const seriesOf = (eventId: string) => eventId.split(':')[0]!;

interface EventDrawerProps {
  eventId: string | null;
  /** The event when it is among those loaded for the range on screen. */
  loaded: CalendarEvent | undefined;
  sources: readonly CalendarSource[];
  tags: readonly CalendarTag[];
  zone: string;
  mutations: ReturnType<typeof useEventMutations>;
  onClose(): void;
}

/** ?event={id}: the event's detail, its editor and delete; an occurrence of a series edits and deletes the series. */
export function EventDrawer({ eventId, loaded, sources, tags, zone, mutations, onClose }: EventDrawerProps) {
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<EventFormValues>();
  // An occurrence's id is `${seriesId}:${start}`: outside the loaded range, its series is shown.
  const fetched = useCalendarEvent(eventId && !loaded ? seriesOf(eventId) : null);
  const event = loaded ?? fetched.data;
  const seriesId = event?.seriesId ?? null;
  const series = useCalendarEvent(editing ? seriesId : null);
  // An occurrence is edited as its series (its own times are the series' first ones).
  const target = seriesId ? series.data : event;
  const missing = fetched.error instanceof ApiError && fetched.error.status === 404;
  const sourceMap = new Map(sources.map((source) => [source.id, source]));
  const close = () => {
    setEditing(false);
    onClose();
  };

  const save = (values: EventFormValues) => {
    if (!target) return;
    mutations.update.mutate({ eventId: target.id, changes: toEventInput(values, zone, target.recurrence ?? null) }, { onSuccess: () => setEditing(false) });
  };
  const remove = () => {
    if (!event) return;
    mutations.remove.mutate(seriesId ?? event.id, { onSuccess: close });
  };

  const footer = event ? (
    editing ? (
      <Flex justify="end" gap={8}>
        <Button onClick={() => setEditing(false)}>Cancel</Button>
        <Button type="primary" loading={mutations.update.isPending} disabled={!target} onClick={() => form.submit()} data-testid="event-edit-save">
          Save changes
        </Button>
      </Flex>
    ) : (
      <Flex justify="space-between" gap={8}>
        <Popconfirm
          title={seriesId ? 'Delete every occurrence of this repeating event?' : 'Delete this event?'}
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={remove}
        >
          <Button danger icon={<DeleteOutlined />} loading={mutations.remove.isPending} data-testid="event-delete">
            {seriesId ? 'Delete series' : 'Delete'}
          </Button>
        </Popconfirm>
        <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="event-edit">
          {seriesId ? 'Edit series' : 'Edit'}
        </Button>
      </Flex>
    )
  ) : null;

  return (
    <Drawer open={eventId !== null} onClose={close} size={480} title={editing ? 'Edit event' : 'Event details'} destroyOnHidden footer={footer}>
      <div data-testid="calendar-event-detail" data-event-id={eventId ?? ''}>
        {event?.analysisConflict && !editing ? (
          <div style={{ marginBottom: 16 }}>
            <ConflictBanner
              conflict={event.analysisConflict}
              zone={zone}
              busy={mutations.resolve.isPending}
              onApply={() => mutations.resolve.mutate({ eventId: event.id, decision: 'accept' })}
              onKeep={() => mutations.resolve.mutate({ eventId: event.id, decision: 'dismiss' })}
            />
          </div>
        ) : null}
        {event && editing ? (
          target ? (
            <EventForm form={form} initial={valuesOf(target, zone)} sources={sources} tags={tags} zone={zone} series={Boolean(seriesId)} onSubmit={save} />
          ) : series.error ? (
            <Result status="error" title="Could not load the repeating event" subTitle={errorMessage(series.error)} />
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )
        ) : event ? (
          <EventDetails event={event} sources={sourceMap} tags={tags} zone={zone} />
        ) : fetched.error ? (
          <Result
            status={missing ? '404' : 'error'}
            title={missing ? 'This event is not on your calendar' : 'Could not load this event'}
            subTitle={errorMessage(fetched.error)}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </div>
    </Drawer>
  );
}
