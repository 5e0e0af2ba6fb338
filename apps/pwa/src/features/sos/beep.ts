/**
 * The supervisors' alarm: three short tones made with WebAudio (no sound file to download or
 * cache). A browser that has not been touched yet may keep audio suspended; the banner still shows.
 */
let context: AudioContext | null = null;

export function alarmBeep(): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.02;
    for (let i = 0; i < 3; i += 1) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = i % 2 === 0 ? 880 : 660;
      gain.gain.setValueAtTime(0.15, start + i * 0.3);
      gain.gain.setValueAtTime(0, start + i * 0.3 + 0.2);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + i * 0.3);
      oscillator.stop(start + i * 0.3 + 0.22);
    }
  } catch {
    // No WebAudio here: the banner alone tells.
  }
}

/** The field phone's one short tone when its SOS is queued (never in silent mode). */
export function confirmTone(): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    void audio.resume().catch(() => undefined);
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 1046;
    gain.gain.value = 0.1;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.15);
  } catch {
    // No WebAudio: the words on the screen say it.
  }
}
