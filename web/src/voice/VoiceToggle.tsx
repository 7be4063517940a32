import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Tooltip } from 'antd';
import { AudioMutedOutlined, AudioOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { VOICE_DEACTIVATED, VOICE_LISTENING, VOICE_NOT_AVAILABLE } from '../../../domain/voice/messages';
import { playAmbientSound, type AmbientSound } from './ambientSound';
import { recognitionConstructor, speak, speechSupported, type RecognitionLike } from './speech';
import { runVoiceCommand, type VoiceReply } from './runVoiceCommand';
import { useVoicePreferences } from './useVoicePreferences';

/** Spoken when the microphone cannot be used; seed 001 §8: a failed start is only spoken, no text is shown. */
const START_FAILED = "I couldn't start listening. Please allow the microphone for this site.";

/**
 * The top bar's voice-control toggle (seed 001 §2, §4): enabled or disabled, listening or not. Heard
 * sentences run the best-matching command of §9; replies are spoken with the person's voice preferences
 * and shown as a toast.
 */
export function VoiceToggle() {
  const supported = speechSupported();
  const { preferences } = useVoicePreferences();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [enabled, setEnabled] = useState(false);
  const [listening, setListening] = useState(false);
  const recognition = useRef<RecognitionLike | null>(null);
  const wanted = useRef(false);
  const checkIns = useRef<{ timer: number; ending: number; until: number; sound: AmbientSound | null } | null>(null);
  const latest = useRef({ preferences, navigate, notification });
  latest.current = { preferences, navigate, notification };

  const say = useCallback((text: string) => speak(text, latest.current.preferences), []);

  const stopCheckIns = useCallback(() => {
    if (checkIns.current) {
      window.clearInterval(checkIns.current.timer);
      window.clearTimeout(checkIns.current.ending);
      checkIns.current.sound?.stop();
    }
    checkIns.current = null;
  }, []);

  const startCheckIns = useCallback(
    (until: Date) => {
      stopCheckIns();
      const { focusPreferences, volume } = latest.current.preferences;
      const timer = window.setInterval(() => {
        if (wanted.current) say('Checking in: are you still focused? Keep going, or say mindful break for a pause.');
      }, focusPreferences.checkInterval * 60_000);
      const ending = window.setTimeout(() => {
        stopCheckIns();
        if (wanted.current) say('Your focus session has ended. Time for a break.');
      }, Math.max(0, until.getTime() - Date.now()));
      // The ambient sound of the voice preferences plays through the session (while voice control is on).
      const sound = focusPreferences.ambientSound ? playAmbientSound(focusPreferences.soundType, volume) : null;
      checkIns.current = { timer, ending, until: until.getTime(), sound };
    },
    [say, stopCheckIns],
  );

  const handle = useCallback(
    async (utterance: string) => {
      const { preferences: current, navigate: go, notification: toast } = latest.current;
      let reply: VoiceReply;
      try {
        reply = await runVoiceCommand(utterance, { navigate: go, preferences: current, now: new Date(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
      } catch {
        reply = { speech: 'That did not work: the workspace could not be reached. Please try again.' };
      }
      say(reply.speech);
      if (reply.focusUntil) startCheckIns(reply.focusUntil);
      toast.info({
        title: `“${utterance}”`,
        description: reply.lines?.length ? (
          <div>
            <div>{reply.speech}</div>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>{reply.lines.map((line) => <li key={line}>{line}</li>)}</ul>
          </div>
        ) : (
          reply.speech
        ),
        key: 'voice-reply',
      });
    },
    [say, startCheckIns],
  );

  const stop = useCallback(() => {
    wanted.current = false;
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
    setEnabled(false);
    stopCheckIns();
    say(VOICE_DEACTIVATED);
  }, [say, stopCheckIns]);

  const start = useCallback(() => {
    const Recognition = recognitionConstructor();
    if (!Recognition) return;
    const instance = new Recognition();
    instance.lang = latest.current.preferences.language;
    instance.continuous = true;
    instance.interimResults = false;
    instance.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        const transcript = result?.[0]?.transcript?.trim();
        if (transcript && result?.isFinal !== false) void handle(transcript);
      }
    };
    instance.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed' || event.error === 'audio-capture') {
        wanted.current = false;
        setEnabled(false);
        setListening(false);
        say(START_FAILED);
      }
    };
    // Browsers end recognition after a silence: it starts again while voice control is on.
    instance.onend = () => {
      if (wanted.current && recognition.current === instance) {
        try {
          instance.start();
        } catch {
          setListening(false);
        }
      } else setListening(false);
    };
    try {
      instance.start();
    } catch {
      say(START_FAILED);
      return;
    }
    recognition.current = instance;
    wanted.current = true;
    setEnabled(true);
    setListening(true);
    say(VOICE_LISTENING);
  }, [handle, say]);

  useEffect(
    () => () => {
      wanted.current = false;
      recognition.current?.stop();
      stopCheckIns();
    },
    [stopCheckIns],
  );

  if (!supported) {
    const showUnavailable = () => notification.info({ title: VOICE_NOT_AVAILABLE, key: 'voice-unavailable' });
    return (
      <Tooltip title={VOICE_NOT_AVAILABLE}>
        <Button type="text" icon={<AudioMutedOutlined />} aria-label={`Voice control: ${VOICE_NOT_AVAILABLE}`} aria-disabled="true" onClick={showUnavailable} data-testid="voice-toggle" data-state="unavailable" />
      </Tooltip>
    );
  }

  const label = enabled ? 'Turn voice control off' : 'Turn voice control on';
  return (
    <Tooltip title={enabled ? (listening ? 'Listening — click to turn voice control off' : label) : label}>
      <Button
        type={enabled ? 'primary' : 'text'}
        icon={enabled ? <AudioOutlined /> : <AudioMutedOutlined />}
        aria-label={label}
        aria-pressed={enabled}
        onClick={enabled ? stop : start}
        data-testid="voice-toggle"
        data-state={enabled ? (listening ? 'listening' : 'enabled') : 'disabled'}
      />
    </Tooltip>
  );
}
