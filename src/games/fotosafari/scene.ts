import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer, GameState } from '../runtime/contract';
import type { Box } from '../kit/scaling';
import { arrayPlanFor, inputGrid, type ArrayPlan } from '../kit/array';
import { ArrayInput, paintSlots } from '../kit/ArrayInput';
import { backdrop, fillVertical } from '../kit/backdrop';
import { besideEndCard } from '../kit/besideEndCard';
import { revealBesideEndCard } from '../kit/endSurprise';
import { popText, shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import { NumberPad } from '../kit/NumberPad';
import { seededRandom } from '../kit/random';
import type { Showing } from '../kit/round';
import type { SumLine } from '../kit/SumLine';
import { sumPanel, whitePanel } from '../kit/SumPanel';
import { COLORS, label } from '../kit/ui';
import { faceKey, paintFaces, paintPhoto, paintRarePhoto } from './art';
import {
  albumPlan,
  ANIMALS,
  animalFor,
  askKey,
  framedText,
  padDigits,
  photosTaken,
  rareAnimalFor,
  type AlbumPlan,
} from './rules';
import type { TextsOf } from '../manifest';
import type { manifest } from './manifest';

interface Layout {
  panel: Box;
  pad: Box;
  /** The array input's box (grid and steppers). */
  array: Box;
  ask: { x: number; y: number; w: number };
  /** The album: its box (places inside), the title above it. */
  album: Box;
  albumTitle: { x: number; y: number };
}

/**
 * Photo safari: the sum stands on a sign; the child frames animals in equal rows (the kit's array
 * input: drag the frame's corner, tap a spot, the arrow keys or the − and + steppers), counts them and
 * types the answer on the number pad. Klik! A right answer puts the photo in the album, which has a
 * place for every planned sum; a miss shows the right array in green and the right answer in the sum.
 * At the end a rare animal's photo lies beside the end card.
 */
export class FotosafariScene extends GameScene<TextsOf<typeof manifest>> {
  private L!: Layout;
  private album!: AlbumPlan;
  private capacity = 0;
  private photos: Phaser.GameObjects.Image[] = [];
  /** What each photo in the album shows: its animal and array. */
  private photoSubjects: string[] = [];
  private array: ArrayInput | null = null;
  private pad: NumberPad | null = null;
  private plan: ArrayPlan | null = null;
  private padDigits = 0;
  private sumLine: SumLine | null = null;
  private panel: Phaser.GameObjects.Graphics | null = null;
  private askText: Phaser.GameObjects.Text | null = null;
  private caption: Phaser.GameObjects.Text | null = null;

  private layout(): Layout {
    const { W, H } = this;
    if (this.portrait) {
      // Top to bottom: the sum, the question, the photo's grid, the album strip, the pad.
      const padH = Math.min(400, (H - HUD_HEIGHT) * 0.27);
      const albumH = 104;
      const arrayTop = HUD_HEIGHT + 186;
      const arrayH = H - padH - 48 - albumH - 40 - arrayTop;
      const albumY = arrayTop + arrayH + 20 + albumH / 2;
      return {
        panel: { x: W / 2, y: HUD_HEIGHT + 74, w: W - 60, h: 120 },
        ask: { x: W / 2, y: HUD_HEIGHT + 160, w: W - 60 },
        array: { x: W / 2, y: arrayTop + arrayH / 2, w: W - 50, h: arrayH },
        album: { x: W / 2 + 64, y: albumY, w: W - 190, h: albumH },
        albumTitle: { x: 78, y: albumY },
        pad: { x: W / 2, y: H - padH / 2 - 28, w: Math.min(W - 200, padH * 1.1), h: padH },
      };
    }
    const rc = Math.min(340, W * 0.27);
    const rx = W - rc / 2 - 28;
    const padTop = HUD_HEIGHT + 152;
    const padH = H - padTop - 28;
    const albumW = Math.min(190, W * 0.14);
    const left = 24 + albumW + 30;
    const right = W - rc - 56;
    const arrayTop = HUD_HEIGHT + 62;
    const arrayH = H - arrayTop - 22;
    return {
      panel: { x: rx, y: HUD_HEIGHT + 70, w: rc, h: 116 },
      pad: { x: rx, y: padTop + padH / 2, w: Math.min(rc - 30, padH * 0.78), h: padH },
      ask: { x: (left + right) / 2, y: HUD_HEIGHT + 30, w: right - left },
      array: { x: (left + right) / 2, y: arrayTop + arrayH / 2, w: right - left, h: arrayH },
      album: {
        x: 24 + albumW / 2,
        y: HUD_HEIGHT + 60 + (H - HUD_HEIGHT - 84) / 2,
        w: albumW,
        h: H - HUD_HEIGHT - 100,
      },
      albumTitle: { x: 24 + albumW / 2, y: HUD_HEIGHT + 30 },
    };
  }

  protected buildWorld(): void {
    const { W, H } = this;
    this.capacity = Math.max(1, this.round.progress.total);
    const L = this.layout();
    this.L = L;
    this.album = albumPlan(this.capacity, L.album.w, L.album.h, 8);
    // The faces at the size the grid shows them (one to one on the Canvas renderer).
    const zoom = this.cameras.main.zoom;
    const grid = inputGrid(
      { x: L.array.x, y: L.array.y, width: L.array.w, height: L.array.h },
      this.minTarget,
    );
    paintFaces(this, ANIMALS, grid.cell * 0.9, zoom);
    this.array = new ArrayInput(this, {
      x: L.array.x,
      y: L.array.y,
      width: L.array.w,
      height: L.array.h,
      minTarget: this.minTarget,
      texture: faceKey(animalFor(0)),
      slotsInBackdrop: true,
      frameColor: COLORS.white,
      reducedMotion: this.reduced,
      click: () => this.sfx.play('click', 0.4),
      onChange: (rows, cols) => this.caption?.setText(framedText(rows, cols, this.texts.game)),
    });
    this.array.root.setDepth(10);
    this.array.setEnabled(false);
    backdrop(this, 'fs-world', W, H, (ctx, w, h) => {
      const horizon = this.portrait ? h * 0.16 : h * 0.36;
      fillVertical(ctx, w, h, [
        [0, '#7cc8f2'],
        [horizon / h, '#fbe6b0'],
        [horizon / h + 0.001, '#d8c063'],
        [1, '#a9b84e'],
      ]);
      const rnd = seededRandom(11);
      // The sun, far hills and acacias on the horizon.
      ctx.fillStyle = 'rgba(255,236,160,0.9)';
      ctx.beginPath();
      ctx.arc(w * 0.62, horizon * 0.45, Math.min(60, horizon * 0.3), 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#c2a955';
      ctx.beginPath();
      ctx.moveTo(0, horizon);
      for (let x = 0; x <= w; x += 16) ctx.lineTo(x, horizon - 12 - Math.sin(x * 0.006) * 10);
      ctx.lineTo(w, horizon);
      ctx.closePath();
      ctx.fill();
      for (let x = 40; x < w; x += 180 + rnd() * 220) {
        const base = horizon + 4;
        const th = 40 + rnd() * 30;
        ctx.strokeStyle = '#5b4426';
        ctx.lineWidth = 5;
        ctx.beginPath();
        ctx.moveTo(x, base);
        ctx.lineTo(x + 4, base - th);
        ctx.stroke();
        ctx.fillStyle = '#4f7a2a';
        ctx.beginPath();
        ctx.ellipse(x + 4, base - th, th * 0.9, th * 0.22, 0, 0, Math.PI * 2);
        ctx.fill();
      }
      // Tufts of grass.
      ctx.strokeStyle = 'rgba(90,110,40,0.5)';
      ctx.lineWidth = 3;
      for (let i = 0; i < 60; i++) {
        const x = rnd() * w;
        const y = horizon + 20 + rnd() * (h - horizon - 20);
        ctx.beginPath();
        ctx.moveTo(x - 6, y);
        ctx.lineTo(x - 9, y - 12);
        ctx.moveTo(x, y);
        ctx.lineTo(x, y - 16);
        ctx.moveTo(x + 6, y);
        ctx.lineTo(x + 9, y - 12);
        ctx.stroke();
      }
      // The photo's field: a patch of short grass behind the grid.
      const a = this.array?.outline ?? { x: 0, y: 0, w: 0, h: 0 };
      ctx.fillStyle = 'rgba(111,143,47,0.55)';
      ctx.beginPath();
      ctx.roundRect(a.x - 18, a.y - 18, a.w + 36, a.h + 36, 26);
      ctx.fill();
      if (this.array) paintSlots(ctx, this.array.grid, 'rgba(255,255,255,0.4)');
      // The album: a brown book with an empty place for each photo.
      const b = L.album;
      ctx.fillStyle = '#7a4a26';
      ctx.beginPath();
      ctx.roundRect(b.x - b.w / 2 - 12, b.y - b.h / 2 - 12, b.w + 24, b.h + 24, 18);
      ctx.fill();
      ctx.fillStyle = '#fff5dc';
      ctx.beginPath();
      ctx.roundRect(b.x - b.w / 2 - 4, b.y - b.h / 2 - 4, b.w + 8, b.h + 8, 12);
      ctx.fill();
      ctx.strokeStyle = '#c9b48a';
      ctx.setLineDash([6, 5]);
      ctx.lineWidth = 2;
      for (const p of this.album.places)
        ctx.strokeRect(
          b.x - b.w / 2 + p.x - this.album.w / 2,
          b.y - b.h / 2 + p.y - this.album.h / 2,
          this.album.w,
          this.album.h,
        );
      ctx.setLineDash([]);
      // A board behind the pad, so its white keys stand out on the grass.
      ctx.fillStyle = 'rgba(122,74,38,0.92)';
      ctx.beginPath();
      ctx.roundRect(L.pad.x - L.pad.w / 2 - 16, L.pad.y - L.pad.h / 2 - 16, L.pad.w + 32, L.pad.h + 32, 28);
      ctx.fill();
    });
    label(this, L.albumTitle.x, L.albumTitle.y, this.texts.game.album, {
      size: 26,
      color: COLORS.ink,
      stroke: COLORS.white,
      strokeWidth: 7,
      wrapWidth: this.portrait ? 130 : L.album.w + 20,
    });

    const at = this.array.captionAt;
    this.caption = label(this, at.x, at.y, framedText(1, 1, this.texts.game), {
      size: 30,
      color: COLORS.white,
      stroke: COLORS.ink,
      strokeWidth: 7,
    }).setDepth(12);

    this.makePad(3);

    // A resumed round keeps the photos taken before the reload: each right sum's array (a portrait
    // where the sum has none: the array the child built is not kept).
    const right = this.launch.soFar?.right ?? [];
    for (const { sum } of right.slice(0, photosTaken(right.length, this.capacity))) {
      const plan = arrayPlanFor(sum);
      this.addPhoto(animalFor(this.photos.length), plan?.rows ?? 1, plan?.cols ?? 1, null);
    }
  }

  /** The number pad, for answers of up to `digits` digits (never fewer than three). */
  private makePad(digits: number): void {
    const L = this.L;
    this.pad?.destroy();
    this.padDigits = digits;
    this.pad = new NumberPad(this, {
      x: L.pad.x,
      y: L.pad.y,
      width: L.pad.w,
      height: L.pad.h,
      maxDigits: digits,
      okText: this.texts.game.snap,
      click: () => this.sfx.play('click'),
      onChange: (text) => this.sumLine?.setTyped(text),
      onSubmit: (value) => this.submitAnswer({ kind: 'number', value }, this.frameCentre()),
    });
    this.pad.root.setDepth(30);
    this.pad.setEnabled(false);
  }

  private frameCentre(): { x: number; y: number } {
    const b = this.array?.frameBounds();
    return b ? { x: b.x + b.w / 2, y: b.y + b.h / 2 } : { x: this.W / 2, y: this.H / 2 };
  }

  /** The album's photos: each one's animal and array. */
  protected override collection(): readonly string[] {
    return this.photoSubjects;
  }

  /** Puts a photo in the album's next place; from `from` (the frame) with a flight, or straight in. */
  private addPhoto(
    animal: (typeof ANIMALS)[number],
    rows: number,
    cols: number,
    from: { x: number; y: number } | null,
  ): void {
    const i = this.photos.length;
    const place = this.album.places[i];
    if (!place) return;
    const { album: b } = this.L;
    const key = paintPhoto(this, `fs-photo-${i}`, animal, rows, cols, this.album.w, this.cameras.main.zoom);
    const x = b.x - b.w / 2 + place.x;
    const y = b.y - b.h / 2 + place.y;
    const img = this.add.image(x, y, key).setDisplaySize(this.album.w, this.album.h).setDepth(8);
    // Straight, not tilted: a turned image costs the Canvas renderer a resampled copy every frame.
    this.photos.push(img);
    this.photoSubjects.push(`${animal}:${rows}x${cols}`);
    if (from && !this.reduced) {
      const sx = img.scaleX;
      const sy = img.scaleY;
      img
        .setPosition(from.x, from.y)
        .setScale(sx * 2.2, sy * 2.2)
        .setDepth(40);
      this.tweens.add({
        targets: img,
        x,
        y,
        scaleX: sx,
        scaleY: sy,
        duration: 600,
        delay: 250,
        ease: 'Cubic.easeInOut',
        onComplete: () => img.setDepth(8),
      });
    }
  }

  protected showSum(showing: Showing): void {
    const L = this.L;
    const sum = showing.sum;
    const shown = sumPanel(this, L.panel.x, L.panel.y, sum, this.launch.settings.locale, {
      width: L.panel.w,
      height: L.panel.h,
      fontSize: this.portrait ? 84 : 64,
      paint: whitePanel(0.96, 28),
      depth: 30,
    });
    this.panel = shown.panel;
    this.sumLine = shown.line;
    this.plan = arrayPlanFor(sum);
    const t = this.texts.game;
    this.askText = label(this, L.ask.x, L.ask.y, this.plan ? t[askKey(this.plan.asked)] : this.prompt(sum), {
      size: 30,
      color: COLORS.ink,
      stroke: COLORS.white,
      strokeWidth: 8,
      wrapWidth: L.ask.w,
    }).setDepth(30);
    // The animal of the next photo (after a miss, the same one again).
    this.array?.reset(faceKey(animalFor(this.photos.length)));
    this.array?.setEnabled(true);
    this.caption?.setText(framedText(1, 1, t)).setColor('#ffffff');
    const digits = padDigits(sum);
    if (digits !== this.padDigits) this.makePad(digits);
    this.pad?.clear();
    this.pad?.setEnabled(true);
  }

  protected override onKey(event: KeyboardEvent): void {
    if (this.phase !== 'question') return;
    if (this.array?.pressKeyboard(event.key)) return;
    this.pad?.pressKeyboard(event.key);
  }

  /** The frame shows the sum's array (when it has one) in `color`, with its caption. */
  private showPlan(color: number): void {
    const plan = this.plan;
    if (!plan || !this.array) return;
    this.array.show(plan.rows, plan.cols, color);
    this.caption?.setText(framedText(plan.rows, plan.cols, this.texts.game));
  }

  /** A camera flash over the frame. */
  private flash(): void {
    this.sfx.play('pop', 0.6);
    if (this.reduced || !this.array) return;
    const b = this.array.frameBounds();
    const f = this.add
      .rectangle(b.x + b.w / 2, b.y + b.h / 2, b.w + 24, b.h + 24, COLORS.white, 0.95)
      .setDepth(35);
    this.tweens.add({ targets: f, alpha: 0, duration: 320, onComplete: () => f.destroy() });
  }

  protected override onRight(_answer: GameAnswer, sum: Sum): void {
    this.pad?.setEnabled(false);
    this.array?.setEnabled(false);
    this.sumLine?.showAnswer(this.answerText(sum), true);
    this.showPlan(COLORS.green);
    this.flash();
    const state = this.array?.state;
    const rows = this.plan?.rows ?? state?.rows ?? 1;
    const cols = this.plan?.cols ?? state?.cols ?? 1;
    this.addPhoto(animalFor(this.photos.length), rows, cols, this.frameCentre());
    if (this.round.endsAfterThis && this.photos.length >= this.capacity)
      popText(
        this,
        this.L.album.x,
        this.L.albumTitle.y + 40,
        this.texts.game.albumDone,
        COLORS.purple,
        this.reduced,
        34,
      );
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    this.pad?.setEnabled(false);
    this.array?.setEnabled(false);
    // The right array (in green) and the right answer; the typed number stays visible in the pad's sum line.
    this.showPlan(COLORS.green);
    this.caption?.setColor('#c8ffd8');
    this.sumLine?.showAnswer(this.answerText(sum), true);
    if (this.sumLine) shake(this, this.sumLine, this.reduced);
  }

  protected override feedbackMs(correct: boolean): number {
    return correct ? 1300 : 2600;
  }

  protected clearSum(): void {
    this.sumLine?.destroy();
    this.sumLine = null;
    this.panel?.destroy();
    this.panel = null;
    this.askText?.destroy();
    this.askText = null;
  }

  protected override setGameState(state: GameState): void {
    super.setGameState(state);
    if (state === 'ended') this.after(0, () => this.showRare());
  }

  protected override endSurprise(): string {
    return this.texts.game[rareAnimalFor(this.launch.window.id)];
  }

  /** The rare animal's photo beside (or under) the end card. */
  private showRare(): void {
    const kind = rareAnimalFor(this.launch.window.id);
    const size = this.portrait ? 230 : 200;
    // Beside the card on the side of the pad, so the full album stays in sight.
    const place = besideEndCard(this.W, this.H, size, { lower: 0, bottom: 24, gap: 24 });
    const key = paintRarePhoto(this, kind, size, this.cameras.main.zoom);
    const photo = this.add
      .image(place.x, place.y, key)
      .setDisplaySize(size, size * 1.15)
      .setDepth(101);
    photo.setAngle(-4);
    const text = label(this, place.x, place.y - size * 0.575 - 8, this.endSurprise(), {
      size: 26,
      color: COLORS.ink,
      stroke: COLORS.white,
      strokeWidth: 8,
      wrapWidth: place.wrap,
    })
      .setOrigin(0.5, 1)
      .setDepth(102);
    revealBesideEndCard(this, photo, [text], { reduced: this.reduced, tilt: -4, angle: -4 });
  }

  protected driveAnswer(value: AnswerValue): boolean {
    if (value.kind !== 'number' || !this.pad || this.phase !== 'question') return false;
    // As a child would: frame the sum's array with the arrow keys, then type the number.
    if (this.plan) this.array?.driveTo(this.plan.rows, this.plan.cols);
    return this.pad.typeAndSubmit(value.value);
  }
}
