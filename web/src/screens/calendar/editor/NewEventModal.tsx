import { Form, Modal } from 'antd';
import type { CalendarSource, CalendarTag, EventInput } from '../../../api/calendar';
import { EventForm } from './EventForm';
import { toEventInput, type EventFormValues } from './eventForm';

interface NewEventModalProps {
  /** The form's starting values; null when closed. */
  initial: EventFormValues | null;
  sources: readonly CalendarSource[];
  tags: readonly CalendarTag[];
  zone: string;
  saving: boolean;
  onCreate(input: EventInput): Promise<unknown>;
  onClose(): void;
}

export function NewEventModal({ initial, sources, tags, zone, saving, onCreate, onClose }: NewEventModalProps) {
  const [form] = Form.useForm<EventFormValues>();
  return (
    <Modal
      open={initial !== null}
      title="New event"
      okText="Create event"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={640}
      okButtonProps={{ 'data-testid': 'event-form-save' } as Record<string, string>}
    >
      {initial ? (
        <EventForm
          form={form}
          initial={initial}
          sources={sources}
          tags={tags}
          zone={zone}
          onSubmit={(values) => {
            void onCreate(toEventInput(values, zone)).then(onClose, () => undefined);
          }}
        />
      ) : null}
    </Modal>
  );
}
