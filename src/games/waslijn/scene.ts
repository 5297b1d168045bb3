import { describeTarget } from '../kit/tappable';
import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer } from '../runtime/contract';
import { backdrop, fillVertical } from '../kit/backdrop';
import { blobImage, canvasTexture } from '../kit/art';
import { shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import { misplacedSlots, type OrderBoard } from '../kit/ordering';
import { OrderLine, type Point } from '../kit/OrderLine';
import type { Showing } from '../kit/round';
import { spread } from '../kit/scaling';
import { Button, COLORS, label } from '../kit/ui';
import {
  correctPlacement,
  garmentFor,
  lineAnswer,
  linePosition,
  markedMove,
  markerCount,
  markerStart,
  moveMarker,
  moveOrderSpot,
  nearestIndex,
  orderEnter,
  orderSpotAfter,
  orderSpotStart,
  basketCards,
  fitOrderSpot,
  readyToCheck,
  washPlan,
  type Garment,
  type OrderSpot,
  type WashPlan,
} from './rules';
import type { TextsOf } from '../manifest';
import type { manifest } from './manifest';

const GARMENT_COLORS = ['#ff7eb6', '#ffd23f', '#3ccf6e', '#4aa8ff', '#ff9f43', '#9b6bff'];

export class WaslijnScene extends GameScene<TextsOf<typeof manifest>> {
  private line: OrderLine | null = null;
  private plan: WashPlan | null = null;
  private fixedCards: Phaser.GameObjects.Container[] = [];
  private pegs: Phaser.GameObjects.Graphics | null = null;
  private promptText: Phaser.GameObjects.Text | null = null;
  private checkButton: Button | null = null;
  private ropeY = 0;
  private sag = 0;
  private slotPoints: Point[] = [];
  private poolPoints: Point[] = [];
  private cardSize = { w: 0, h: 0 };
  private hang = 0;
  /** Keyboard: the peg or basket card the marker is on (null until a key is pressed). */
  private markerAt: number | null = null;
  /** Keyboard on an order line: the basket card, peg or button the marker is on (null until a key). */
  private orderSpot: OrderSpot | null = null;
  /** The child has used the keys: the marker shows on each next line straight away. */
  private keysUsed = false;
  private marker: Phaser.GameObjects.Graphics | null = null;
  /** A number line takes a tap anywhere along it: the card goes to the nearest peg. */
  private lineZone: Phaser.GameObjects.Zone | null = null;

  /** Height of the rope at x (it sags in the middle). */
  private ropeAt(x: number): number {
    const half = (this.W - 120) / 2;
    const t = (x - this.W / 2) / half;
    return this.ropeY + this.sag * (1 - t * t);
  }

  protected buildWorld(): void {
    const { W, H } = this;
    this.ropeY = HUD_HEIGHT + (this.portrait ? 190 : 120);
    this.sag = this.portrait ? 40 : 60;
    backdrop(this, 'wl-world', W, H, (ctx, w, h) => {
      fillVertical(ctx, w, h, [
        [0, '#7fd3ff'],
        [0.7, '#d8f3ff'],
      ]);
      // Hedge and lawn.
      const lawnTop = h * (this.portrait ? 0.62 : 0.66);
      ctx.fillStyle = '#4e9b47';
      for (let x = -20; x < w + 40; x += 46) {
        ctx.beginPath();
        ctx.arc(x, lawnTop - 10, 40, Math.PI, 0);
        ctx.fill();
      }
      ctx.fillRect(0, lawnTop - 12, w, 20);
      const lawn = ctx.createLinearGradient(0, lawnTop, 0, h);
      lawn.addColorStop(0, '#7ed36b');
      lawn.addColorStop(1, '#58b64a');
      ctx.fillStyle = lawn;
      ctx.fillRect(0, lawnTop, w, h - lawnTop);
      ctx.strokeStyle = 'rgba(255,255,255,0.12)';
      ctx.lineWidth = 3;
      for (let y = lawnTop + 30; y < h; y += 36) {
        ctx.beginPath();
        ctx.moveTo(0, y);
        ctx.lineTo(w, y);
        ctx.stroke();
      }
      // Poles.
      for (const x of [44, w - 44]) {
        ctx.fillStyle = '#8b5a2b';
        ctx.fillRect(x - 9, this.ropeY - 30, 18, lawnTop - this.ropeY + 70);
        ctx.fillStyle = '#6d4420';
        ctx.fillRect(x - 30, this.ropeY - 34, 60, 12);
      }
      // The rope.
      ctx.strokeStyle = '#f5f0e1';
      ctx.lineWidth = 5;
      ctx.beginPath();
      for (let x = 60; x <= w - 60; x += 8) {
        const y = this.ropeAt(x);
        if (x === 60) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    });
    canvasTexture(this, 'wl-basket', 420, 130, (ctx, w, h) => {
      ctx.fillStyle = '#c98a4b';
      ctx.beginPath();
      ctx.moveTo(w * 0.02, h * 0.18);
      ctx.lineTo(w * 0.98, h * 0.18);
      ctx.lineTo(w * 0.9, h * 0.98);
      ctx.lineTo(w * 0.1, h * 0.98);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = '#9a6434';
      ctx.lineWidth = h * 0.04;
      for (let y = 0.32; y < 0.95; y += 0.16) {
        ctx.beginPath();
        ctx.moveTo(w * (0.02 + y * 0.08), h * y);
        ctx.lineTo(w * (0.98 - y * 0.08), h * y);
        ctx.stroke();
      }
      for (let x = 0.1; x < 0.95; x += 0.08) {
        ctx.beginPath();
        ctx.moveTo(w * x, h * 0.18);
        ctx.lineTo(w * (0.5 + (x - 0.5) * 0.84), h * 0.98);
        ctx.stroke();
      }
      ctx.fillStyle = '#b07438';
      ctx.beginPath();
      ctx.roundRect(0, 0, w, h * 0.2, h * 0.08);
      ctx.fill();
    });
    const basket = this.add.image(W / 2, H - 70, 'wl-basket');
    basket.setDisplaySize(Math.min(W - 40, this.portrait ? 680 : 900), 130);
    blobImage(
      this,
      W - (this.portrait ? 80 : 120),
      H - 95,
      this.portrait ? 110 : 130,
      COLORS.purple,
      'happy',
    );
    const bh = Math.max(84, this.minTarget);
    this.checkButton = new Button(
      this,
      this.portrait ? W / 2 : W - 200,
      this.portrait ? H - 70 - 100 : H - 70,
      {
        width: 260,
        height: bh,
        text: this.texts.check,
        color: COLORS.green,
        shade: COLORS.greenDark,
        textColor: COLORS.white,
        click: () => this.sfx.play('click'),
        onPress: () => this.handIn(),
      },
    );
    this.checkButton.setDepth(40).setVisible(false);
  }

  private garmentKey(garment: Garment, color: number): string {
    const key = `wl-${garment}-${color}`;
    const fill = GARMENT_COLORS[color % GARMENT_COLORS.length] ?? '#ffffff';
    return canvasTexture(this, key, 140, 160, (ctx, w, h) => {
      ctx.fillStyle = fill;
      ctx.strokeStyle = 'rgba(0,0,0,0.25)';
      ctx.lineWidth = w * 0.025;
      ctx.beginPath();
      if (garment === 'shirt') {
        ctx.moveTo(w * 0.3, h * 0.06);
        ctx.lineTo(w * 0.7, h * 0.06);
        ctx.lineTo(w * 0.98, h * 0.26);
        ctx.lineTo(w * 0.86, h * 0.42);
        ctx.lineTo(w * 0.78, h * 0.36);
        ctx.lineTo(w * 0.78, h * 0.96);
        ctx.lineTo(w * 0.22, h * 0.96);
        ctx.lineTo(w * 0.22, h * 0.36);
        ctx.lineTo(w * 0.14, h * 0.42);
        ctx.lineTo(w * 0.02, h * 0.26);
      } else if (garment === 'sock') {
        ctx.moveTo(w * 0.28, h * 0.04);
        ctx.lineTo(w * 0.66, h * 0.04);
        ctx.lineTo(w * 0.66, h * 0.62);
        ctx.quadraticCurveTo(w * 0.98, h * 0.7, w * 0.94, h * 0.86);
        ctx.quadraticCurveTo(w * 0.88, h * 0.99, w * 0.5, h * 0.96);
        ctx.quadraticCurveTo(w * 0.24, h * 0.94, w * 0.28, h * 0.7);
      } else if (garment === 'pants') {
        ctx.moveTo(w * 0.16, h * 0.04);
        ctx.lineTo(w * 0.84, h * 0.04);
        ctx.lineTo(w * 0.92, h * 0.96);
        ctx.lineTo(w * 0.58, h * 0.96);
        ctx.lineTo(w * 0.5, h * 0.42);
        ctx.lineTo(w * 0.42, h * 0.96);
        ctx.lineTo(w * 0.08, h * 0.96);
      } else {
        ctx.moveTo(w * 0.34, h * 0.04);
        ctx.lineTo(w * 0.66, h * 0.04);
        ctx.lineTo(w * 0.7, h * 0.34);
        ctx.lineTo(w * 0.96, h * 0.96);
        ctx.lineTo(w * 0.04, h * 0.96);
        ctx.lineTo(w * 0.3, h * 0.34);
      }
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      // Stripes for a bit of fabric.
      ctx.save();
      ctx.clip();
      ctx.fillStyle = 'rgba(255,255,255,0.18)';
      for (let y = h * 0.12; y < h; y += h * 0.16) ctx.fillRect(0, y, w, h * 0.05);
      ctx.restore();
      // Number patch.
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(w / 2, h * 0.56, w * 0.27, 0, Math.PI * 2);
      ctx.fill();
    });
  }

  private drawCard(
    container: Phaser.GameObjects.Container,
    value: number,
    w: number,
    h: number,
    colorIndex: number,
  ): void {
    const key = this.garmentKey(garmentFor(value), colorIndex);
    const img = this.add.image(0, 0, key).setDisplaySize(w, h);
    const text = label(this, 0, h * 0.06, String(value), {
      size: Math.round(w * (String(value).length > 2 ? 0.26 : 0.34)),
      color: COLORS.ink,
    });
    container.add([img, text]);
  }

  protected showSum(showing: Showing): void {
    const { W, H } = this;
    const sum = showing.sum;
    const plan = washPlan(sum, `${this.launch.window.id}:${showing.seed}`);
    this.plan = plan;
    const margin = this.portrait ? 64 : 110;
    const layout = this.lineLayout(plan, margin);
    const cardW = Math.min(150, layout.spacing - (this.portrait ? 8 : 14));
    const cardH = cardW * 1.14;
    const hang = cardH / 2 - 4;
    const slotPoints: Point[] = layout.slotXs.map((x) => ({ x, y: this.ropeAt(x) }));
    this.slotPoints = slotPoints;
    this.cardSize = { w: cardW, h: cardH };
    this.hang = hang;

    // Cards that hang there already: a counting row, or the numbers of a number line.
    this.fixedCards = layout.fixed.map(({ x, value }, i) => {
      const c = this.add.container(x, this.ropeAt(x) + hang).setDepth(15);
      this.drawCard(c, value, cardW, cardH, i);
      return c;
    });

    // Pegs on the rope.
    this.pegs = this.add.graphics().setDepth(25);
    for (const x of [...layout.slotXs, ...layout.fixed.map((f) => f.x)]) {
      const y = this.ropeAt(x);
      this.pegs.fillStyle(0xd9a066, 1);
      this.pegs.fillRoundedRect(x - 7, y - 16, 14, 30, 4);
      this.pegs.fillStyle(0xa8743c, 1);
      this.pegs.fillRect(x - 7, y - 2, 14, 4);
    }
    if (plan.mode === 'next' || plan.mode === 'read') {
      // The empty spot, framed; on a number line an arrow points at it.
      const x = layout.slotXs[0] ?? 0;
      const top = this.ropeAt(x) + hang - cardH / 2;
      this.pegs.lineStyle(5, COLORS.white, 0.9);
      this.pegs.strokeRoundedRect(x - cardW / 2, top, cardW, cardH, 16);
      this.pegs.fillStyle(COLORS.white, 0.25);
      this.pegs.fillRoundedRect(x - cardW / 2, top, cardW, cardH, 16);
      if (plan.mode === 'read') {
        const y = this.ropeAt(x) - 30;
        this.pegs.fillStyle(COLORS.red, 1);
        this.pegs.fillTriangle(x - 18, y - 30, x + 18, y - 30, x, y);
        this.pegs.fillRect(x - 6, y - 62, 12, 34);
      }
    }
    if (plan.mode === 'place') {
      // Number tags above the rope, like the labels of a number line.
      for (const value of plan.labels) {
        const x = margin + linePosition(plan, value) * (W - 2 * margin);
        const tag = label(this, x, this.ropeAt(x) - 40, String(value), {
          size: 26,
          color: COLORS.ink,
          stroke: COLORS.white,
          strokeWidth: 6,
        });
        this.fixedCards.push(this.add.container(0, 0, [tag]).setDepth(26));
      }
    }

    // The basket's cards.
    const poolY = H - (this.portrait ? 300 : 170);
    const poolXs = spread(
      plan.cards.length,
      W / 2 - Math.min(W - 80, plan.cards.length * (cardW + 24)) / 2,
      W / 2 + Math.min(W - 80, plan.cards.length * (cardW + 24)) / 2,
    );
    const pool = plan.cards.map((_, i) => ({ x: poolXs[i] ?? W / 2, y: poolY + (i % 2) * 14 }));
    this.poolPoints = pool;
    this.line = new OrderLine(this, {
      cards: plan.cards,
      slots: slotPoints,
      pool,
      cardSize: { w: cardW, h: cardH },
      hangOffset: hang,
      ...(plan.mode === 'place' ? { slotLabels: plan.pegs.map(String) } : {}),
      reducedMotion: this.reduced,
      makeCard: (container, value, i) =>
        this.drawCard(container, value, cardW, cardH, i + (plan.mode === 'next' ? 3 : 0)),
      onPick: () => {
        this.sfx.play('click');
        if (this.orderSpot && this.line)
          this.showOrderSpot(fitOrderSpot(this.orderSpot, this.line.board), false);
      },
      onDrop: () => this.sfx.play('pop', 0.8),
      onChange: (board) => {
        this.checkButton?.setVisible(readyToCheck(plan, board));
        // A tap or a drag moved a card: the keyboard's marker stays on a place that is there.
        if (this.orderSpot) this.showOrderSpot(fitOrderSpot(this.orderSpot, board), false);
        if (plan.mode !== 'order') {
          const answer = lineAnswer(plan, board);
          if (answer) this.submitAnswer(answer, slotPoints[0]);
        }
      },
    });
    if (plan.mode === 'place') this.lineZone = this.tapZone(layout.slotXs, margin, cardH);
    this.marker = this.add.graphics().setDepth(27).setName('aim');
    this.markerAt = null;
    this.orderSpot = null;
    if (!this.reduced) {
      this.line.cards.forEach((card, i) => {
        const y = card.y;
        card.setY(H + 100);
        this.tweens.add({ targets: card, y, delay: i * 60, duration: 320, ease: 'Back.easeOut' });
      });
    }
    const prompt = plan.mode === 'order' ? this.texts.game[plan.direction] : this.prompt(sum);
    this.promptText = label(this, W / 2, HUD_HEIGHT + 36, prompt, {
      size: 34,
      color: COLORS.ink,
      stroke: COLORS.white,
      strokeWidth: 8,
      wrapWidth: W - 80,
    });
    this.checkButton?.setVisible(false);
    // A child on the keyboard finds the marker waiting on the next line.
    if (this.keysUsed) {
      if (plan.mode === 'order') this.showOrderSpot(orderSpotStart(this.line.board), false);
      else this.showMarker(markerStart(markerCount(plan)), false);
    }
  }

  /**
   * The band along a number line that takes taps: above the cards and the slots' own zones (which
   * only take a lifted card), below the card itself, so a drag still starts on the card.
   */
  private tapZone(pegXs: readonly number[], margin: number, cardH: number): Phaser.GameObjects.Zone {
    const left = margin - 40;
    const width = this.W - 2 * left;
    const top = this.ropeY - 70;
    const height = this.sag + this.hang + cardH / 2 + 90;
    const zone = this.add
      .zone(left + width / 2, top + height / 2, width, height)
      .setInteractive({ useHandCursor: true })
      .setDepth(10);
    describeTarget(zone, () => (this.phase === 'question' ? { role: 'button', label: 'line' } : null));
    zone.on('pointerup', (_pointer: Phaser.Input.Pointer, localX: number) =>
      this.hangMarked(nearestIndex(pegXs, left + localX)),
    );
    return zone;
  }

  /** Hangs the card the marker stands for (keyboard) or the card on the tapped peg (tap). */
  private hangMarked(at: number): void {
    const move = this.plan ? markedMove(this.plan, at) : null;
    if (move && this.phase === 'question') this.line?.place(move.card, move.slot);
  }

  protected override onKey(event: KeyboardEvent): void {
    const plan = this.plan;
    if (['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key))
      this.keysUsed = true;
    if (plan?.mode === 'order') {
      this.orderKey(event);
      return;
    }
    const count = plan ? markerCount(plan) : 0;
    if (count === 0) return;
    if (event.key === 'Enter' || event.key === ' ') {
      if (this.markerAt === null) this.showMarker(markerStart(count));
      else this.hangMarked(this.markerAt);
      return;
    }
    const next = moveMarker(this.markerAt ?? markerStart(count), count, event.key);
    if (next === null) return;
    event.preventDefault();
    this.showMarker(next);
  }

  /**
   * The keys on an order line: the arrows walk the marker over the basket's cards, the line's pegs and
   * the check button; Enter or Space lifts a card and hangs it where the marker is (a tap's moves);
   * Backspace or Delete takes the card on the marked peg back to the basket.
   */
  private orderKey(event: KeyboardEvent): void {
    const line = this.line;
    if (!line) return;
    const board = line.board;
    const enter = event.key === 'Enter' || event.key === ' ';
    if (this.orderSpot === null) {
      if (enter || moveOrderSpot(orderSpotStart(board), event.key, board) !== null) {
        event.preventDefault();
        this.showOrderSpot(orderSpotStart(board));
      }
      return;
    }
    const spot = fitOrderSpot(this.orderSpot, board);
    if (enter) {
      event.preventDefault();
      const action = orderEnter(spot, board, line.lifted);
      if (action.kind === 'lift') line.pick(action.card);
      else if (action.kind === 'putDown') line.pick(null);
      else if (action.kind === 'check') this.checkButton?.press();
      // Placing changes the board: onChange redraws the marker, here it moves on.
      else if (action.kind === 'place') line.place(action.card, action.slot);
      if (this.phase === 'question' && action.kind !== 'check' && action.kind !== 'none')
        this.showOrderSpot(orderSpotAfter(action, spot, line.board));
      return;
    }
    if ((event.key === 'Backspace' || event.key === 'Delete') && spot.row === 'line') {
      const card = board.slots[spot.index];
      if (card !== null && card !== undefined) line.takeBack(card);
      return;
    }
    const next = moveOrderSpot(spot, event.key, board);
    if (next === null) return;
    event.preventDefault();
    this.showOrderSpot(next);
  }

  /** The marker on an order line, and a yellow frame around a lifted card. */
  private showOrderSpot(spot: OrderSpot, click = true): void {
    const g = this.marker;
    const line = this.line;
    if (!g || !line) return;
    this.orderSpot = spot;
    const { w, h } = this.cardSize;
    const box = this.orderSpotBox(spot, line.board);
    g.clear();
    const lifted = line.lifted;
    if (lifted !== null) {
      const at = this.cardHome(lifted, line.board);
      g.lineStyle(7, COLORS.yellowDark, 1);
      g.strokeRoundedRect(at.x - w / 2 - 6, at.y - h / 2 - 6, w + 12, h + 12, 14);
    }
    if (box) {
      g.lineStyle(7, COLORS.blueDark, 1);
      g.strokeRoundedRect(box.x - box.w / 2 - 8, box.y - box.h / 2 - 8, box.w + 16, box.h + 16, 16);
      g.fillStyle(COLORS.blueDark, 1);
      const tip = box.y - box.h / 2 - 14;
      g.fillTriangle(box.x - 16, tip - 22, box.x + 16, tip - 22, box.x, tip);
    }
    if (click) this.sfx.play('click', 0.5);
  }

  /** Where a card lies or hangs by the board (not where it is mid-tween). */
  private cardHome(card: number, board: OrderBoard): Point {
    const slot = board.slots.indexOf(card);
    const peg = this.slotPoints[slot];
    if (peg) return { x: peg.x, y: peg.y + this.hang };
    return this.poolPoints[card] ?? { x: 0, y: 0 };
  }

  /** The box the marker frames: a basket card, the card place under a peg, or the check button. */
  private orderSpotBox(
    spot: OrderSpot,
    board: OrderBoard,
  ): { x: number; y: number; w: number; h: number } | null {
    const { w, h } = this.cardSize;
    if (spot.row === 'check') {
      const b = this.checkButton;
      return b ? { x: b.x, y: b.y, w: b.width, h: b.height } : null;
    }
    if (spot.row === 'basket') {
      const card = basketCards(board)[spot.index];
      const at = card === undefined ? null : this.poolPoints[card];
      return at ? { ...at, w, h } : null;
    }
    const peg = this.slotPoints[spot.index];
    return peg ? { x: peg.x, y: peg.y + this.hang, w, h } : null;
  }

  /** A blue frame where the card would hang (a peg) or around the basket card that would go. */
  private showMarker(at: number, click = true): void {
    const g = this.marker;
    const plan = this.plan;
    if (!g || !plan || !this.line) return;
    this.markerAt = at;
    const { w, h } = this.cardSize;
    // Where the card would hang, or where it lies in the basket (not where it is mid-tween).
    const peg = this.slotPoints[at];
    const centre =
      plan.mode === 'place' ? (peg ? { x: peg.x, y: peg.y + this.hang } : null) : this.poolPoints[at];
    g.clear();
    if (!centre) return;
    g.lineStyle(7, COLORS.blueDark, 1);
    g.strokeRoundedRect(centre.x - w / 2 - 8, centre.y - h / 2 - 8, w + 16, h + 16, 16);
    g.fillStyle(COLORS.blueDark, 1);
    const tip = centre.y - h / 2 - 14;
    g.fillTriangle(centre.x - 16, tip - 22, centre.x + 16, tip - 22, centre.x, tip);
    if (click) this.sfx.play('click', 0.5);
  }

  /** Where the slots and the hanging cards go along the rope, and how much room each gets. */
  private lineLayout(
    plan: WashPlan,
    margin: number,
  ): { slotXs: number[]; fixed: { x: number; value: number }[]; spacing: number } {
    const { W } = this;
    const along = (value: number): number =>
      plan.mode === 'read' || plan.mode === 'place'
        ? margin + linePosition(plan, value) * (W - 2 * margin)
        : 0;
    switch (plan.mode) {
      case 'order': {
        const xs = spread(plan.slots, margin, W - margin);
        return { slotXs: xs, fixed: [], spacing: (W - 2 * margin) / plan.slots };
      }
      case 'next': {
        const xs = spread(plan.fixed.length + 1, margin, W - margin);
        return {
          slotXs: xs.slice(-1),
          fixed: plan.fixed.map((value, i) => ({ x: xs[i] ?? 0, value })),
          spacing: (W - 2 * margin) / (plan.fixed.length + 1),
        };
      }
      case 'read': {
        const xs = [...plan.fixed.map(along), along(plan.target)].sort((a, b) => a - b);
        const gaps = xs.slice(1).map((x, i) => x - (xs[i] ?? 0));
        return {
          slotXs: [along(plan.target)],
          fixed: plan.fixed.map((value) => ({ x: along(value), value })),
          spacing: Math.min(180, ...gaps),
        };
      }
      case 'place': {
        const xs = plan.pegs.map(along);
        return {
          slotXs: xs,
          fixed: [],
          spacing: Math.max(70, (W - 2 * margin) / Math.max(1, plan.pegs.length - 1)),
        };
      }
    }
  }

  private hideMarker(): void {
    this.marker?.clear();
    this.markerAt = null;
    this.orderSpot = null;
  }

  private handIn(): void {
    if (!this.plan || !this.line || this.phase !== 'question') return;
    const answer = lineAnswer(this.plan, this.line.board);
    if (answer) {
      this.checkButton?.setVisible(false);
      this.submitAnswer(answer, { x: this.W / 2, y: this.ropeY + 60 });
    }
  }

  protected override onRight(_answer: GameAnswer, _sum: Sum): void {
    this.hideMarker();
    this.line?.setEnabled(false);
    this.checkButton?.setVisible(false);
    if (this.reduced || !this.line) return;
    this.line.cards.forEach((card, i) =>
      this.tweens.add({
        targets: card,
        angle: { from: -8, to: 8 },
        duration: 160,
        delay: i * 50,
        yoyo: true,
        repeat: 2,
        onComplete: () => card.setAngle(0),
      }),
    );
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    const line = this.line;
    const plan = this.plan;
    this.checkButton?.setVisible(false);
    this.hideMarker();
    if (!line || !plan) return;
    line.setEnabled(false);
    const correct = correctPlacement(plan, sum);
    const correctValues = correct.map((card) => plan.cards[card] ?? 0);
    for (const slot of misplacedSlots(line.board, correctValues)) {
      const card = line.board.slots[slot];
      const obj = card === null || card === undefined ? null : line.cards[card];
      if (obj) shake(this, obj, this.reduced, 'angle');
    }
    this.after(700, () => {
      line.showOrder(correct);
      // Green frames where the cards now go (the slots, not where the cards still are mid-move).
      const marks = this.add.graphics().setDepth(26);
      const { w, h } = this.cardSize;
      correct.forEach((card, slot) => {
        const point = this.slotPoints[slot];
        if (card < 0 || !point) return;
        marks.lineStyle(6, COLORS.green, 1);
        marks.strokeRoundedRect(point.x - w / 2 - 4, point.y + this.hang - h / 2 - 4, w + 8, h + 8, 14);
      });
      this.fixedCards.push(this.add.container(0, 0, [marks]));
      if (!this.reduced) {
        marks.setAlpha(0);
        this.tweens.add({ targets: marks, alpha: 1, delay: 200, duration: 200 });
      }
    });
  }

  protected clearSum(): void {
    this.line?.destroy();
    this.line = null;
    this.lineZone?.destroy();
    this.lineZone = null;
    this.marker?.destroy();
    this.marker = null;
    this.markerAt = null;
    this.orderSpot = null;
    this.fixedCards.forEach((c) => c.destroy());
    this.fixedCards = [];
    this.pegs?.destroy();
    this.pegs = null;
    this.promptText?.destroy();
    this.promptText = null;
    this.plan = null;
  }

  protected override visibleChoices(): AnswerValue[] {
    return this.plan?.mode === 'next' || this.plan?.mode === 'read'
      ? this.plan.cards.map((value) => ({ kind: 'number', value }))
      : [];
  }

  protected driveAnswer(value: AnswerValue): boolean {
    const line = this.line;
    const plan = this.plan;
    if (!line || !plan) return false;
    if (plan.mode === 'place') {
      // Hang the one card on the peg of the given number (or the nearest).
      if (value.kind !== 'number') return false;
      line.tapCard(0);
      line.tapSlot(nearestIndex(plan.pegs, value.value));
      return this.phase !== 'question';
    }
    const wanted = value.kind === 'order' ? value.values : value.kind === 'number' ? [value.value] : null;
    if (!wanted || wanted.length !== line.board.slots.length) return false;
    const used = new Set<number>();
    wanted.forEach((v, slot) => {
      const card = plan.cards.findIndex((c, i) => c === v && !used.has(i));
      if (card < 0) return;
      used.add(card);
      line.tapCard(card);
      line.tapSlot(slot);
    });
    if (plan.mode === 'order') this.checkButton?.press();
    return this.phase !== 'question';
  }
}
