// Stepping through a timeline of recorded steps: buttons, a scrubber, play at a speed, and the keys
// → ← (step), space (play/pause), Home/End.

export class Player {
  /** `onSeek(position)` draws the step; the timeline has positions 0..length. */
  constructor(onSeek) {
    this.onSeek = onSeek;
    /** gate(position): false holds the step after `position` back (a question asked first). */
    this.gate = null;
    this.length = 0;
    this.position = 0;
    this.timer = null;
    this.el = Object.fromEntries(['first', 'back', 'play', 'forward', 'last', 'speed', 'scrubber', 'step-label']
      .map((id) => [id, document.getElementById(id)]));
    this.el.first.addEventListener('click', () => this.seek(0));
    this.el.back.addEventListener('click', () => this.seek(this.position - 1));
    this.el.forward.addEventListener('click', () => this.forward());
    this.el.last.addEventListener('click', () => this.seek(this.length));
    this.el.play.addEventListener('click', () => this.toggle());
    this.el.scrubber.addEventListener('input', () => this.seek(Number(this.el.scrubber.value)));
    this.el.speed.addEventListener('input', () => {
      if (this.timer) this.start();
    });
    document.addEventListener('keydown', (event) => this.key(event));
    this.setTimeline(0);
  }

  setTimeline(length) {
    this.pause();
    this.length = length;
    this.el.scrubber.max = String(length);
    this.seek(0);
  }

  seek(position) {
    this.position = Math.max(0, Math.min(this.length, position));
    this.el.scrubber.value = String(this.position);
    this.el['step-label'].textContent = `step ${this.position} of ${this.length}`;
    this.onSeek(this.position);
    if (this.position >= this.length) this.pause();
  }

  /** One step on, unless the gate holds it back (playing then pauses). */
  forward() {
    if (this.gate && this.position < this.length && !this.gate(this.position)) {
      this.pause();
      return;
    }
    this.seek(this.position + 1);
  }

  toggle() {
    if (this.timer) this.pause();
    else this.start();
  }

  start() {
    clearInterval(this.timer);
    if (this.position >= this.length) this.seek(0);
    this.timer = setInterval(() => this.forward(), 1000 / Number(this.el.speed.value));
    this.el.play.textContent = '❚❚';
    this.el.play.setAttribute('aria-label', 'Pause (space)');
  }

  pause() {
    clearInterval(this.timer);
    this.timer = null;
    this.el.play.textContent = '▶';
    this.el.play.setAttribute('aria-label', 'Play (space)');
  }

  key(event) {
    const target = event.target;
    // Typing in a field, or moving a slider or a list, keeps its keys.
    if (target.closest?.('input, textarea, select') || event.altKey || event.ctrlKey || event.metaKey) return;
    const actions = {
      ArrowRight: () => this.forward(),
      ArrowLeft: () => this.seek(this.position - 1),
      Home: () => this.seek(0),
      End: () => this.seek(this.length),
      ' ': () => this.toggle(),
    };
    if (event.key === ' ' && target.closest?.('button, summary, a')) return;  // they act on space themselves
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }
}
