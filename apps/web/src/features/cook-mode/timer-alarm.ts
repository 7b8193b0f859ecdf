/** How a finished timer is told: a sound made in the page (no audio file) and a notification. */

let audio: AudioContext | undefined;

/**
 * The page's audio context, made (or resumed) while the cook taps Start: browsers let a page make
 * sound only after a gesture, and a timer rings later, without one.
 */
export function unlockTimerSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
}

/** Three short beeps. */
export function playTimerSound(): void {
  if (!audio) return;
  const start = audio.currentTime;
  for (let i = 0; i < 3; i++) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    const at = start + i * 0.4;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    tone.connect(volume).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.32);
  }
}

export type NotificationState = 'granted' | 'denied' | 'default' | 'unsupported';

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks once, on the first timer started, whether timers may notify. */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return 'denied';
  }
}

export function notifyTimerDone(name: string): void {
  if (notificationState() !== 'granted') return;
  try {
    new Notification(`${name}: time is up`, { tag: `cookmark-timer-${name}`, requireInteraction: true });
  } catch {
    // Some phones allow notifications only from a service worker: the sound and the tray still tell.
  }
}
