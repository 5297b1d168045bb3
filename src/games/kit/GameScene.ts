/**
 * The base scene of every game: receives the launch data in `init(data)`, lays out in the logical
 * viewport, runs the round (intro, sums, feedback, end screen), plays sounds, reads sums aloud,
 * pauses the clock when the tab is hidden, and registers the test driver. A game draws its world and
 * its way of answering by implementing the abstract methods.
 */
import Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type {
  EndTexts,
  GameAnswer,
  GameDriver,
  GameTarget,
  GameLaunch,
  GameState,
  RoundResult,
} from '../runtime/contract';
import type { OwnGameTexts } from '../manifest';
import { fill, type GameTexts } from '../texts';
import { blobImage, ensureKitTextures, TEXTURE_SCALE } from './art';
import { bakeStillShapes } from './bakedShapes';
import { endCardWidth } from './besideEndCard';
import { drawWithDeviceCopies } from './deviceCopies';
import { confetti, popText, starBurst } from './feedback';
import { answerText } from './format';
import { RoundMachine, type RoundOptions, type Showing } from './round';
import { HUD_BAND_HEIGHT, HUD_TEXT_SIZE, type Viewport } from './scaling';
import { SoundKit } from './sound';
import { speak, speakableText, speechAvailable, stopSpeaking } from './speech';
import { findTargets, type FoundTarget } from './tappable';
import { Button, COLORS, IconButton, label, paintReadAloud, paintSpeaker, panel } from './ui';

/** Frames a second while a card waits for a tap (0 elsewhere: the display's own rate). */
const CARD_FPS = 30;

/** Launch data plus what the mount measured. */
export interface SceneData extends GameLaunch {
  viewport: Viewport;
  /** Smallest tap target in logical units for this screen and input method. */
  minTarget: number;
  renderer: 'webgl' | 'canvas';
}

export const HUD_HEIGHT = 92;

/** `T`: the game's own texts (its manifest's), read as `this.texts.game`. */
export abstract class GameScene<T extends OwnGameTexts = OwnGameTexts> extends Phaser.Scene {
  protected launch!: SceneData;
  protected texts!: GameTexts<T>;
  protected W = 1280;
  protected H = 720;
  protected portrait = false;
  protected reduced = false;
  protected minTarget = 64;
  protected round!: RoundMachine;
  protected sfx!: SoundKit;
  private state: GameState = 'loading';
  private startButton: Button | null = null;
  private endButtons: { again: Button | null; done: Button } | null = null;
  private introLayer: Phaser.GameObjects.Container | null = null;
  private endLayer: Phaser.GameObjects.Container | null = null;
  private progress: Phaser.GameObjects.Graphics | null = null;
  private progressText: Phaser.GameObjects.Text | null = null;
  private readonly pips: ('right' | 'wrong' | null)[] = [];
  private pending: { at: number; fn: () => void }[] = [];
  private alive = true;

  /** Title shown on the intro and in the canvas label. */
  protected gameTitle(): string {
    return this.texts.game.title;
  }
  /** One sentence on the intro: what to do. */
  protected howTo(): string {
    return this.texts.game.howTo;
  }
  /** Background and scenery; called once in create. */
  protected abstract buildWorld(): void;
  /** Shows a sum and its way to answer (targets, pad, cards, coins). */
  protected abstract showSum(showing: Showing): void;
  /** Removes what `showSum` put up, after feedback. */
  protected abstract clearSum(): void;
  /** The test hook's answer: give `value` through the game's own controls. */
  protected abstract driveAnswer(value: AnswerValue): boolean;
  /** Answer values on screen for choice games. */
  protected visibleChoices(): AnswerValue[] {
    return [];
  }
  /** What the child has collected this round, one text per piece (the test hook reads it). */
  protected collection(): readonly string[] {
    return [];
  }
  /** Right answer: the game's own celebration (the base adds stars, sound and praise). */
  protected onRight(_answer: GameAnswer, _sum: Sum): void {}
  /** Wrong answer: the game shows the correct answer (the base plays the buzz). */
  protected abstract onWrong(answer: GameAnswer, sum: Sum): void;
  /** Keyboard in the question phase. */
  protected onKey(_event: KeyboardEvent): void {}
  /** Round options (the fluency test turns retries off and stops early). */
  protected roundOptions(): Partial<RoundOptions> {
    return {};
  }
  /** How long feedback stays before the next sum. */
  protected feedbackMs(correct: boolean): number {
    return correct ? 950 : 2300;
  }
  /** Play a sound on right answers (the fluency test stays quiet). */
  protected celebrate = true;
  /** Colour the progress pips right/wrong (the fluency test only fills them). */
  protected revealResults = true;
  /** Offer "play again" on the end card (a test the server keeps cannot be taken again). */
  protected offerAgain(): boolean {
    return true;
  }
  /** The round's result as emitted and shown; a game may count more than this mount's answers. */
  protected finalResult(result: RoundResult): RoundResult {
    return result;
  }

  init(data: SceneData): void {
    this.launch = data;
    // The host resolved these from this game's own manifest.
    this.texts = data.texts as GameTexts<T>;
    this.W = data.viewport.width;
    this.H = data.viewport.height;
    this.portrait = data.viewport.portrait;
    this.reduced = data.settings.reducedMotion;
    this.minTarget = data.minTarget;
    this.alive = true;
  }

  create(): void {
    const cam = this.cameras.main;
    cam.setZoom(this.launch.viewport.zoom);
    cam.centerOn(this.W / 2, this.H / 2);
    if (this.launch.renderer === 'canvas') {
      drawWithDeviceCopies(this, this.launch.viewport.zoom);
      bakeStillShapes(this);
    }
    if (this.launch.tempo) {
      // A test build's time-lapse: Phaser's timers and tweens keep pace with the launch clock.
      this.time.timeScale = this.launch.tempo;
      this.tweens.timeScale = this.launch.tempo;
      this.anims.globalTimeScale = this.launch.tempo;
    }
    // The game's published tempo scales its motion (tweens, animations), not its timers: feedback
    // and time limits stay as they are.
    const speed = this.speed;
    if (speed !== 1) {
      this.tweens.timeScale *= speed;
      this.anims.globalTimeScale *= speed;
    }
    ensureKitTextures(this);
    this.sfx = new SoundKit(this.launch.settings.sound);
    const soFar = this.launch.soFar;
    this.round = new RoundMachine(this.launch.window, {
      gameId: this.launch.gameId,
      soFar,
      ...this.roundOptions(),
    });
    // One pip per planned position of the round, in its order: those answered before a reload filled in.
    this.pips.length = 0;
    this.pips.push(...this.launch.window.sums.map(() => null));
    for (const [position, right] of this.round.firstTries) this.pips[position] = right ? 'right' : 'wrong';

    this.buildWorld();
    this.buildHud();
    this.buildIntro();

    // Keys straight from the window, in order and at once (Phaser's keyboard queue waits for a frame
    // and drops events that share a time stamp).
    window.addEventListener('keydown', this.onWindowKey);
    this.events.on(Phaser.Scenes.Events.UPDATE, this.runPending, this);
    this.game.events.on(Phaser.Core.Events.HIDDEN, this.onHidden, this);
    this.game.events.on(Phaser.Core.Events.VISIBLE, this.onVisible, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.cleanup());
    this.events.once(Phaser.Scenes.Events.DESTROY, () => this.cleanup());

    this.launch.registerDriver(this.driver());
    // The first frame with the scene on it (the intro card): the end of "route start to first frame".
    this.game.events.once(Phaser.Core.Events.POST_RENDER, () =>
      performance.mark('game:first-frame', { detail: { gameId: this.launch.gameId } }),
    );
    this.setGameState('intro');
    this.launch.events.emit('ready', { gameId: this.launch.gameId, renderer: this.launch.renderer });
  }

  // ---- helpers for games -------------------------------------------------------------------

  protected now(): number {
    return this.launch.now();
  }

  /** The game's published tempo (0.5 to 2; 1 when unset or out of range). */
  protected get speed(): number {
    const speed = this.launch.settings.speed;
    return speed !== undefined && Number.isFinite(speed) && speed >= 0.5 && speed <= 2 ? speed : 1;
  }

  protected get phase(): GameState {
    return this.state;
  }

  /** The correct answer (or another value) as a child reads it. */
  protected answerText(sum: Sum, value: AnswerValue = sum.answer): string {
    return answerText(sum, value, this.launch.settings.locale);
  }

  protected prompt(sum: Sum): string {
    return this.launch.settings.locale === 'en' ? sum.display.prompt.en : sum.display.prompt.nl;
  }

  /**
   * The one way an answer enters the round: checks, times and emits it, then gives feedback.
   * Returns false when the round is not waiting for an answer (double taps, late taps).
   */
  protected submitAnswer(given: AnswerValue | null, at?: { x: number; y: number }): boolean {
    const showing = this.round.current;
    const record = this.round.answer(given, this.now());
    if (!record || !showing) return false;
    stopSpeaking();
    this.setGameState('feedback');
    this.launch.events.emit('answer', record);
    // The first try at a planned position marks its pip (a comeback leaves the miss on it).
    if (showing.kind === 'planned' && showing.position !== null && this.pips[showing.position] === null)
      this.pips[showing.position] = record.correct ? 'right' : 'wrong';
    this.drawProgress();
    if (record.correct) {
      if (this.celebrate) {
        this.sfx.play('correct');
        const where = at ?? { x: this.W / 2, y: this.H / 2 };
        starBurst(this, where.x, where.y, this.reduced);
        const praise = this.texts.praise[Math.floor(Math.random() * this.texts.praise.length)] ?? '';
        popText(
          this,
          where.x,
          Math.max(HUD_HEIGHT + 40, where.y - 90),
          praise,
          COLORS.greenDark,
          this.reduced,
        );
      }
      this.onRight(record, showing.sum);
    } else {
      if (this.celebrate) this.sfx.play('wrong');
      this.onWrong(record, showing.sum);
    }
    this.after(this.feedbackMs(record.correct), () => this.advance());
    return true;
  }

  /**
   * Runs `fn` after `ms` of wall-clock time. The round's pace (feedback, next sum) follows the real
   * clock, not Phaser's frame clock, which slows down with the frame rate on a busy machine.
   */
  protected after(ms: number, fn: () => void): void {
    this.pending.push({ at: this.now() + ms, fn });
  }

  private runPending(): void {
    if (this.pending.length === 0) return;
    const now = this.now();
    const due = this.pending.filter((p) => p.at <= now);
    if (due.length === 0) return;
    this.pending = this.pending.filter((p) => p.at > now);
    for (const p of due) if (this.alive) p.fn();
  }

  protected setGameState(state: GameState): void {
    this.state = state;
    // A card that waits for a tap (the intro, the end) barely moves: drawing it 60 times a second only
    // spends a school laptop's CPU (and battery) that the round needs.
    this.game.loop.setFPSLimit(state === 'intro' || state === 'ended' ? CARD_FPS : 0);
    this.launch.events.emit('state', state);
  }

  // ---- round flow ----------------------------------------------------------------------------

  private begin(): void {
    if (this.state !== 'intro') return;
    const layer = this.introLayer;
    this.introLayer = null;
    this.startButton = null;
    if (layer) {
      if (this.reduced) layer.destroy();
      else this.tweens.add({ targets: layer, alpha: 0, duration: 220, onComplete: () => layer.destroy() });
    }
    this.sfx.play('whoosh');
    const showing = this.round.start(this.now());
    if (showing) this.present(showing);
    else this.finishRound();
  }

  private present(showing: Showing): void {
    this.setGameState('question');
    this.drawProgress();
    this.showSum(showing);
  }

  private advance(): void {
    if (!this.alive) return;
    this.clearSum();
    const showing = this.round.next(this.now());
    if (showing) this.present(showing);
    else this.finishRound();
  }

  private finishRound(): void {
    const result = this.finalResult(this.round.result());
    this.setGameState('ended');
    this.launch.events.emit('roundComplete', result);
    this.showEnd(result);
  }

  /** End-screen texts; the fluency test has its own. */
  protected endTexts(result: RoundResult): EndTexts {
    const good = result.firstTimeRight / Math.max(1, result.total) >= 0.6;
    const surprise = this.endSurprise();
    return {
      title: good ? this.texts.endTitle : this.texts.endTitleSoft,
      // No game score beside it: the child's one currency is the coins the server pays for the round
      // (shown by the student area next to the card), so a second number ("85 punten") only confuses.
      lines: [fill(this.texts.endLine, { n: result.firstTimeRight, total: result.total })],
      ...(surprise ? { surprise } : {}),
    };
  }

  /**
   * What the game shows beside the end card, in words (its caption), so the live region reads it out
   * with the card. Called after `finalResult`.
   */
  protected endSurprise(): string | null {
    return null;
  }

  private showEnd(result: RoundResult): void {
    const { W, H } = this;
    const layer = this.add.container(0, 0).setDepth(100);
    const dim = this.add.rectangle(W / 2, H / 2, W, H, COLORS.ink, 0.45).setInteractive();
    const pw = endCardWidth(W);
    const texts = this.endTexts(result);
    this.launch.events.emit('endCard', texts);
    // Texts first, so the card fits them: a title or line that wraps makes the card taller.
    const title = label(this, W / 2, 0, texts.title, { size: 48, color: COLORS.ink, wrapWidth: pw - 60 });
    const lines = texts.lines.map((line, i) =>
      label(this, W / 2, 0, line, { size: 28, weight: i === 0 ? 'bold' : 'normal', wrapWidth: pw - 80 }),
    );
    const blobSize = this.portrait ? 150 : 110;
    const bh = Math.max(84, this.minTarget);
    const starsH = 96;
    const linesH = lines.reduce((sum, t) => sum + t.displayHeight + 10, 0);
    const contentH = 34 + title.displayHeight + 12 + blobSize + 16 + starsH + linesH + 24 + bh + 34;
    const ph = Math.min(H - 32, contentH);
    const top = H / 2 - ph / 2;
    const card = panel(this, W / 2, H / 2, pw, ph, COLORS.white, 1, 36);
    let y = top + 34;
    title.setY(y + title.displayHeight / 2);
    y += title.displayHeight + 12;
    const blob = blobImage(this, W / 2, y + blobSize / 2, blobSize, COLORS.green, 'happy');
    y += blobSize + 16;
    const stars: Phaser.GameObjects.Image[] = [];
    for (let i = 0; i < 3; i++) {
      const x = W / 2 + (i - 1) * 96;
      stars.push(
        this.add
          .image(x, y + 36 - (i === 1 ? 12 : 0), i < result.stars ? 'star' : 'star-empty')
          .setScale((i === 1 ? 1.35 : 1.1) / TEXTURE_SCALE),
      );
    }
    y += starsH;
    for (const t of lines) {
      t.setY(y + t.displayHeight / 2);
      y += t.displayHeight + 10;
    }
    const bw = Math.min(300, (pw - 72) / 2);
    const by = top + ph - bh / 2 - 34;
    const again = this.offerAgain() ? this.againButton(W / 2 - bw / 2 - 12, by, bw, bh) : null;
    const done = new Button(this, again ? W / 2 + bw / 2 + 12 : W / 2, by, {
      width: again ? bw : Math.min(380, pw - 80),
      height: bh,
      text: this.texts.done,
      color: COLORS.green,
      shade: COLORS.greenDark,
      textColor: COLORS.white,
      click: () => this.sfx.play('click'),
      onPress: () => this.exit('done'),
    });
    this.endButtons = { again, done };
    this.endLayer = layer;
    layer.add([dim, card, title, blob, ...stars, ...lines, ...(again ? [again] : []), done]);
    this.sfx.play('fanfare');
    confetti(this, W, this.reduced);
    if (!this.reduced) {
      layer.setAlpha(0);
      this.tweens.add({ targets: layer, alpha: 1, duration: 250 });
      this.tweens.add({
        targets: blob,
        y: blob.y - 16,
        duration: 420,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
      stars.forEach((star, i) => {
        const scale = star.scale;
        star.setScale(0);
        this.tweens.add({ targets: star, scale, delay: 350 + i * 260, duration: 320, ease: 'Back.easeOut' });
      });
    }
  }

  private againButton(x: number, y: number, width: number, height: number): Button {
    return new Button(this, x, y, {
      width,
      height,
      text: this.texts.again,
      color: COLORS.yellow,
      shade: COLORS.yellowDark,
      click: () => this.sfx.play('click'),
      onPress: () => this.exit('again'),
    });
  }

  private exit(reason: 'again' | 'done'): void {
    if (this.state !== 'ended' || !this.endButtons) return;
    this.endButtons.again?.setEnabled(false);
    this.endButtons.done.setEnabled(false);
    this.launch.events.emit('exit', { reason });
  }

  // ---- chrome ------------------------------------------------------------------------------

  /**
   * The intro card; after a reload mid-round a "welcome back" card that says how far the child got.
   * Either waits for a tap: it starts the sum's clock when the child is ready, and the tap lets the
   * browser play sound (a reloaded page may not play any before the child touches it).
   */
  private buildIntro(): void {
    const { W, H } = this;
    const { done, total } = this.round.progress;
    const resumed = done > 0;
    const layer = this.add.container(0, 0).setDepth(100);
    const dim = this.add.rectangle(W / 2, H / 2, W, H, COLORS.ink, 0.35).setInteractive();
    const pw = Math.min(W - 48, 720);
    const title = label(this, W / 2, 0, resumed ? this.texts.welcomeBack : this.gameTitle(), {
      size: 60,
      color: COLORS.blueDark,
      wrapWidth: pw - 60,
    });
    const how = label(
      this,
      W / 2,
      0,
      resumed ? fill(this.texts.resumeLine, { n: done, total }) : this.howTo(),
      {
        size: 32,
        weight: 'normal',
        wrapWidth: pw - 80,
      },
    );
    const blobSize = this.portrait ? 190 : 160;
    const bh = Math.max(100, this.minTarget);
    const titleH = title.displayHeight;
    const contentH = 40 + titleH + 20 + blobSize + 24 + how.displayHeight + 40 + bh + 40;
    const ph = Math.min(H - 32, contentH);
    const top = H / 2 - ph / 2;
    const card = panel(this, W / 2, H / 2, pw, ph, COLORS.white, 1, 36);
    let y = top + 40;
    title.setY(y + titleH / 2);
    y += titleH + 20;
    const blob = blobImage(this, W / 2, y + blobSize / 2, blobSize, COLORS.green, 'wow');
    y += blobSize + 24;
    how.setY(y + how.displayHeight / 2);
    this.startButton = new Button(this, W / 2, top + ph - bh / 2 - 40, {
      width: Math.min(pw - 80, 380),
      height: bh,
      text: resumed ? this.texts.resume : this.texts.play,
      role: 'start',
      size: 48,
      color: COLORS.green,
      shade: COLORS.greenDark,
      textColor: COLORS.white,
      click: () => this.sfx.play('click'),
      onPress: () => this.begin(),
    });
    layer.add([dim, card, title, blob, how, this.startButton]);
    this.introLayer = layer;
    if (!this.reduced) {
      this.tweens.add({
        targets: blob,
        y: blob.y - 14,
        duration: 600,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
      this.tweens.add({
        targets: this.startButton,
        scale: 1.05,
        duration: 700,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    }
  }

  private buildHud(): void {
    const size = Math.max(64, Math.min(84, this.minTarget));
    const y = HUD_HEIGHT / 2;
    this.progress = this.add.graphics().setDepth(40);
    // Read from the back of the class on the whiteboard: about half the sum's size (scaling.ts).
    this.progressText = label(this, 0, y, '', { size: HUD_TEXT_SIZE, color: COLORS.ink })
      .setOrigin(0, 0.5)
      .setDepth(41);
    let right = this.W - size / 2 - 16;
    const sound = new IconButton(
      this,
      right,
      y,
      size,
      paintSpeaker,
      () => {
        sound.setOn(this.sfx.toggle());
        this.sfx.play('click');
      },
      'sound',
    );
    sound.setOn(this.sfx.enabled).setDepth(40);
    right -= size + 16;
    if (this.launch.settings.readAloud && speechAvailable()) {
      new IconButton(
        this,
        right,
        y,
        size,
        (g) => paintReadAloud(g),
        () => this.readAloud(),
        'read aloud',
      ).setDepth(40);
      right -= size + 16;
    }
    this.hudRight = right + size / 2;
    this.drawProgress();
  }

  /** Left edge of the HUD buttons, so the progress pips stop before them. */
  private hudRight = 0;

  private drawProgress(): void {
    const g = this.progress;
    const text = this.progressText;
    if (!g || !text) return;
    const { done, total } = this.round.progress;
    g.clear();
    const left = 24;
    const y = HUD_HEIGHT / 2;
    // Room for the widest count ("12 van 12"), so it never runs under the HUD buttons.
    text.setText(fill(this.texts.progress, { n: total, total }));
    const textRoom = text.width + 26;
    const end = this.hudRight - 14;
    g.fillStyle(COLORS.white, 0.92);
    const band = HUD_BAND_HEIGHT;
    g.fillRoundedRect(left - 8, y - band / 2, Math.max(160, end + 12 - left), band, band / 2);
    // One pip per sum while they fit without touching (a narrow phone with many sums gets the bar).
    const step = Math.min(44, (end - left - 14 - textRoom) / Math.max(1, total - 1));
    if (total <= 16 && step >= 32) {
      this.pips.forEach((pip, i) => {
        const x = left + 14 + i * step;
        const current = this.revealResults
          ? this.round.current?.position === i
          : this.state === 'question' && i === done;
        const color = !this.revealResults
          ? i < done
            ? COLORS.blue
            : 0xb9c6d3
          : pip === 'right'
            ? COLORS.green
            : pip === 'wrong'
              ? COLORS.orange
              : 0xb9c6d3;
        g.fillStyle(color, 1);
        g.fillCircle(x, y, current ? 13 : 10);
        if (current) {
          g.lineStyle(4, COLORS.blueDark, 1);
          g.strokeCircle(x, y, 15);
        }
      });
      text.setPosition(left + 14 + Math.max(0, total - 1) * step + 26, y);
    } else {
      const width = Math.max(60, end - left - textRoom + 10);
      g.fillStyle(0xd5dee8, 1);
      g.fillRoundedRect(left, y - 10, width, 20, 10);
      if (done > 0) {
        g.fillStyle(COLORS.green, 1);
        g.fillRoundedRect(left, y - 10, Math.max(20, (width * done) / Math.max(1, total)), 20, 10);
      }
      text.setPosition(left + width + 16, y);
    }
    text.setText(fill(this.texts.progress, { n: done, total }));
  }

  private async readAloud(): Promise<void> {
    const sum = this.round.current?.sum;
    if (!sum || this.state !== 'question') return;
    this.round.pause(this.now());
    await speak(speakableText(sum, this.launch.settings.locale), this.launch.settings.locale);
    if (this.alive) this.round.resume(this.now());
  }

  private readonly onWindowKey = (event: KeyboardEvent): void => {
    const target = event.target as HTMLElement | null;
    if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)))
      return;
    // A held-down digit should not fill the answer; a held-down backspace may erase.
    if (event.repeat && event.key !== 'Backspace') return;
    // The space bar starts the game and should not scroll the page.
    if (event.key === ' ') event.preventDefault();
    this.handleKey(event);
  };

  private handleKey(event: KeyboardEvent): void {
    if (this.state === 'intro' && (event.key === 'Enter' || event.key === ' ')) {
      this.startButton?.press();
      return;
    }
    if (this.state === 'ended' && event.key === 'Enter') {
      (this.endButtons?.again ?? this.endButtons?.done)?.press();
      return;
    }
    if (this.state === 'question') this.onKey(event);
  }

  private onHidden(): void {
    this.round.pause(this.now());
  }

  private onVisible(): void {
    this.round.resume(this.now());
  }

  private driver(): GameDriver {
    return {
      currentSum: () => (this.state === 'question' ? (this.round.current?.sum ?? null) : null),
      choices: () => (this.state === 'question' ? this.visibleChoices() : []),
      start: () => (this.state === 'intro' && this.startButton ? this.startButton.press() : false),
      progress: () => this.round.progress,
      answer: (value) => (this.state === 'question' ? this.driveAnswer(value) : false),
      finish: (reason) => {
        if (this.state !== 'ended' || !this.endButtons) return false;
        return this.endButtons[reason]?.press() ?? false;
      },
      collection: () => this.collection(),
      targets: () => this.targets(),
      // Pointer events are handled as they arrive, not on a frame, so a held world still takes taps.
      hold: (still) => (still ? this.game.loop.sleep() : this.game.loop.wake()),
    };
  }

  /**
   * What answers a tap in the current state (the intro card's or end card's buttons over the world;
   * the world and the HUD while a sum waits), as boxes in page CSS pixels.
   */
  private targets(): GameTarget[] {
    const overlay = this.state === 'intro' ? this.introLayer : this.state === 'ended' ? this.endLayer : null;
    if (this.state !== 'question' && !overlay) return [];
    const roots = overlay
      ? [overlay]
      : this.children.list.filter((o) => o !== this.introLayer && o !== this.endLayer);
    const cam = this.cameras.main;
    const rect = this.game.canvas.getBoundingClientRect();
    const sx = rect.width / this.scale.width;
    const sy = rect.height / this.scale.height;
    const view = cam.worldView;
    // A target off the screen (a fruit waiting below it to be thrown) cannot be tapped yet; one partly
    // on it (an asteroid wrapping round an edge) is tapped where it shows.
    const shown = ({ world: w, ...info }: FoundTarget): FoundTarget | null => {
      const x = Math.max(w.x, view.x);
      const y = Math.max(w.y, view.y);
      const right = Math.min(w.x + w.width, view.right);
      const bottom = Math.min(w.y + w.height, view.bottom);
      return right - x >= 1 && bottom - y >= 1
        ? { ...info, world: { x, y, width: right - x, height: bottom - y } }
        : null;
    };
    return findTargets(roots)
      .map(shown)
      .filter((t): t is FoundTarget => t !== null)
      .map(({ world, ...info }) => ({
        ...info,
        x: rect.left + (cam.x + (world.x - cam.worldView.x) * cam.zoom) * sx,
        y: rect.top + (cam.y + (world.y - cam.worldView.y) * cam.zoom) * sy,
        width: world.width * cam.zoom * sx,
        height: world.height * cam.zoom * sy,
      }));
  }

  private cleanup(): void {
    if (!this.alive) return;
    this.alive = false;
    this.pending = [];
    window.removeEventListener('keydown', this.onWindowKey);
    stopSpeaking();
    this.sfx?.destroy();
    this.game.events.off(Phaser.Core.Events.HIDDEN, this.onHidden, this);
    this.game.events.off(Phaser.Core.Events.VISIBLE, this.onVisible, this);
  }
}
