/** A short two-tone chime for a new order (no sound file to load); silent where audio is not allowed. */
export function ring() {
  try {
    const audio = new AudioContext();
    for (const [i, frequency] of [880, 660].entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, audio.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.18 + 0.16);
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + i * 0.18);
      tone.stop(audio.currentTime + i * 0.18 + 0.17);
    }
    setTimeout(() => void audio.close(), 600);
  } catch {
    // no audio here (autoplay policy before any click, or no audio device): the badge still shows
  }
}
