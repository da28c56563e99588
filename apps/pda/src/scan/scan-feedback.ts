/** Sound and vibration on every scan result, different for success and failure. */
export interface ScanFeedback {
  ok(): void;
  fail(): void;
}

type Tone = { freq: number; ms: number; gapMs: number };
const OK: Tone[] = [{ freq: 1320, ms: 90, gapMs: 0 }];
const FAIL: Tone[] = [
  { freq: 220, ms: 160, gapMs: 90 },
  { freq: 220, ms: 160, gapMs: 0 },
];

export function createScanFeedback(win: Window = window): ScanFeedback {
  let ctx: AudioContext | null = null;
  const audio = (): AudioContext | null => {
    const w = win as unknown as {
      AudioContext?: typeof AudioContext;
      webkitAudioContext?: typeof AudioContext;
    };
    const Ctor = w.AudioContext ?? w.webkitAudioContext;
    if (!Ctor) return null;
    const context = ctx ?? new Ctor();
    ctx = context;
    if (context.state === 'suspended') void context.resume();
    return context;
  };

  function play(tones: Tone[]) {
    const a = audio();
    if (!a) return;
    let at = a.currentTime;
    for (const tone of tones) {
      const osc = a.createOscillator();
      const gain = a.createGain();
      osc.type = 'square';
      osc.frequency.value = tone.freq;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(a.destination);
      osc.start(at);
      osc.stop(at + tone.ms / 1000);
      at += (tone.ms + tone.gapMs) / 1000;
    }
  }

  const vibrate = (pattern: number | number[]) => win.navigator.vibrate?.(pattern);

  return {
    ok() {
      play(OK);
      vibrate(60);
    },
    fail() {
      play(FAIL);
      vibrate([150, 80, 150]);
    },
  };
}
