import { useEffect } from 'react';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Skeleton, Slider, Space, Switch, Typography } from 'antd';
import { DEFAULT_VOICE_PREFERENCES, VOICE_LANGUAGES, VOICE_LIMITS, VOICE_SOUND_TYPES, type VoicePreferences } from '../../../domain/voice/preferences';
import { VOICE_NOT_AVAILABLE } from '../../../domain/voice/messages';
import { speak, speechSupported } from './speech';
import { useSaveVoicePreferences, useVoicePreferences } from './useVoicePreferences';

const SOUND_LABELS: Record<(typeof VOICE_SOUND_TYPES)[number], string> = { nature: 'Nature', rain: 'Rain', ocean: 'Ocean', 'white-noise': 'White noise' };

/**
 * Voice preferences of seed 001 §3 (name, language, volume, speed, pitch, rate, focus preferences), saved
 * for the signed-in person and used by voice control's speech.
 */
export function VoicePreferencesCard() {
  const { preferences, query } = useVoicePreferences();
  const save = useSaveVoicePreferences();
  const { message } = App.useApp();
  const [form] = Form.useForm<VoicePreferences>();
  const supported = speechSupported();

  useEffect(() => {
    if (query.data) form.setFieldsValue(query.data);
  }, [form, query.data]);

  const onFinish = (values: VoicePreferences) =>
    save.mutate(values, {
      onSuccess: () => void message.success('Voice preferences saved'),
      onError: (error) => void message.error(`Voice preferences were not saved: ${error.message}`),
    });

  const tryVoice = () => {
    const values = { ...preferences, ...form.getFieldsValue() };
    speak(values.name ? `Hello ${values.name}, this is how I sound.` : 'Hello, this is how I sound.', values);
  };

  return (
    <Card title="Voice" data-testid="voice-preferences-card">
      {!supported && <Alert type="info" showIcon title={VOICE_NOT_AVAILABLE} style={{ marginBottom: 16 }} />}
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Alert type="error" showIcon title="Your voice preferences could not be loaded." action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
      ) : (
        <Form form={form} layout="vertical" initialValues={DEFAULT_VOICE_PREFERENCES} onFinish={onFinish} style={{ maxWidth: 520 }}>
          <Form.Item name="name" label="Your name (how the voice greets you)" rules={[{ max: VOICE_LIMITS.nameMax, message: `At most ${VOICE_LIMITS.nameMax} characters` }]}>
            <Input placeholder="e.g. Dana" autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="language" label="Language">
            <Select options={VOICE_LANGUAGES.map((value) => ({ value, label: value }))} />
          </Form.Item>
          <Form.Item name="volume" label="Volume">
            <Slider min={VOICE_LIMITS.volume.min} max={VOICE_LIMITS.volume.max} step={0.05} ariaLabelForHandle="Volume" />
          </Form.Item>
          <Form.Item name="speed" label="Speed (multiplies the rate)">
            <Slider min={VOICE_LIMITS.speed.min} max={VOICE_LIMITS.speed.max} step={0.05} ariaLabelForHandle="Speed" />
          </Form.Item>
          <Form.Item name="pitch" label="Pitch">
            <Slider min={VOICE_LIMITS.pitch.min} max={VOICE_LIMITS.pitch.max} step={0.05} ariaLabelForHandle="Pitch" />
          </Form.Item>
          <Form.Item name="rate" label="Rate">
            <InputNumber min={VOICE_LIMITS.rate.min} max={VOICE_LIMITS.rate.max} step={0.1} style={{ width: 120 }} />
          </Form.Item>
          <Typography.Title level={5}>Focus sessions</Typography.Title>
          <Form.Item name={['focusPreferences', 'checkInterval']} label="Minutes between spoken check-ins during a focus session">
            <InputNumber min={VOICE_LIMITS.checkInterval.min} max={VOICE_LIMITS.checkInterval.max} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name={['focusPreferences', 'ambientSound']} label="Ambient sound during a voice-started focus session" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name={['focusPreferences', 'soundType']} label="Sound type">
            <Select options={VOICE_SOUND_TYPES.map((value) => ({ value, label: SOUND_LABELS[value] }))} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Save
            </Button>
            <Button onClick={tryVoice} disabled={!supported}>
              Try the voice
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
