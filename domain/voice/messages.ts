/** The voice texts of seed 001 §2, §5 and §8, verbatim. */
export const VOICE_LISTENING = "I'm listening";
export const VOICE_DEACTIVATED = 'Voice control deactivated';
export const VOICE_NOT_AVAILABLE = 'Voice control is not available in this browser';
export const VOICE_UNKNOWN_COMMAND = "I'm sorry, I don't know how to handle that command.";
