/** The top bar's voice-control toggle. */
export function VoiceToggle() {
  return null;
}
