import type { VoiceSoundType } from '../../../domain/voice/preferences';

/**
 * Ambient sound for a focus session, made in the browser with the Web Audio API (no recordings): white
 * noise; rain as pink noise; nature as brown noise (a distant stream); ocean as brown noise swelling and
 * ebbing like waves every 8 seconds. `stop()` ends it.
 */
export interface AmbientSound {
  stop(): void;
}

function noiseBuffer(context: AudioContext, type: VoiceSoundType): AudioBuffer {
  const length = context.sampleRate * 4;
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const data = buffer.getChannelData(0);
  let brown = 0;
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  for (let i = 0; i < length; i += 1) {
    const white = Math.random() * 2 - 1;
    if (type === 'white-noise') data[i] = white * 0.3;
    else if (type === 'rain') {
      // Paul Kellet's economy pink-noise filter.
      b0 = 0.99765 * b0 + white * 0.099046;
      b1 = 0.963 * b1 + white * 0.2965164;
      b2 = 0.57 * b2 + white * 1.0526913;
      data[i] = (b0 + b1 + b2 + white * 0.1848) * 0.08;
    } else {
      brown = (brown + 0.02 * white) / 1.02;
      data[i] = brown * 3;
    }
  }
  return buffer;
}

export function playAmbientSound(type: VoiceSoundType, volume: number): AmbientSound | null {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  const context = new Context();
  const source = context.createBufferSource();
  source.buffer = noiseBuffer(context, type);
  source.loop = true;
  const gain = context.createGain();
  gain.gain.value = Math.max(0, Math.min(1, volume)) * 0.25;
  source.connect(gain).connect(context.destination);
  if (type === 'ocean') {
    const swell = context.createOscillator();
    const depth = context.createGain();
    swell.frequency.value = 1 / 8;
    depth.gain.value = gain.gain.value * 0.8;
    swell.connect(depth).connect(gain.gain);
    swell.start();
  }
  source.start();
  return {
    stop() {
      source.stop();
      void context.close();
    },
  };
}
