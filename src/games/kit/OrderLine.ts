/**
 * Ordering on a line, on the canvas: cards lie in a pool and go into slots on a line by drag and drop,
 * or by tap-to-place (tap a card to lift it, then tap a slot or a card on the line to put it there;
 * tap a lifted card again to send it to the first free slot; tap a placed card, with none lifted, to
 * take it back). A press becomes a drag only once the pointer has moved `TAP_SLOP_CSS` pixels, so a
 * tap (or a click) is a tap. All moves go through `place`/`takeBack`, which update the pure board of
 * ./ordering.
 */
import type Phaser from 'phaser';
import {
  clearSlot,
  createBoard,
  firstEmptySlot,
  nearestSlot,
  placeCard,
  slotOfCard,
  type OrderBoard,
} from './ordering';
import { describeTarget, makeTappable } from './tappable';

/**
 * How far (CSS pixels) a pointer may move while pressed and still be a tap: Phaser starts a drag on
 * the press itself unless the input plugin's drag distance threshold says otherwise.
 */
export const TAP_SLOP_CSS = 10;

export interface Point {
  x: number;
  y: number;
}

export interface OrderLineOptions {
  cards: readonly number[];
  slots: readonly Point[];
  /** Where each card lies in the pool. */
  pool: readonly Point[];
  /** Draws one card (centred on 0,0) into the container it gets. */
  makeCard: (container: Phaser.GameObjects.Container, value: number, index: number) => void;
  cardSize: { w: number; h: number };
  /** Slot offset from a slot point to the card centre (cards hang below a peg). */
  hangOffset?: number;
  reducedMotion: boolean;
  /** What each slot is, as the test hook names it (the number at a peg); default "slot 1", "slot 2", …. */
  slotLabels?: readonly string[];
  onChange: (board: OrderBoard) => void;
  onPick?: () => void;
  onDrop?: () => void;
}

export class OrderLine {
  board: OrderBoard;
  readonly cards: Phaser.GameObjects.Container[] = [];
  private readonly zones: Phaser.GameObjects.Zone[] = [];
  private readonly scene: Phaser.Scene;
  private readonly options: OrderLineOptions;
  private selected: number | null = null;
  private enabled = true;
  private dragged = new Set<number>();

  constructor(scene: Phaser.Scene, options: OrderLineOptions) {
    this.scene = scene;
    this.options = options;
    this.board = createBoard(options.cards, options.slots.length);
    // Pointer distances are in game pixels: the slop in CSS pixels times game pixels per CSS pixel.
    scene.input.dragDistanceThreshold = Math.max(1, Math.round(TAP_SLOP_CSS * scene.scale.displayScale.x));
    const { w, h } = options.cardSize;
    options.slots.forEach((slot, i) => {
      const zone = scene.add.zone(slot.x, slot.y + this.hang, w, h).setInteractive({ useHandCursor: true });
      zone.on('pointerup', () => this.tapSlot(i));
      describeTarget(zone, () =>
        this.enabled && this.selected !== null
          ? { role: 'button', label: options.slotLabels?.[i] ?? `slot ${i + 1}` }
          : null,
      );
      this.zones.push(zone);
    });
    options.cards.forEach((value, i) => {
      const home = options.pool[i] ?? { x: 0, y: 0 };
      const card = scene.add.container(home.x, home.y);
      options.makeCard(card, value, i);
      makeTappable(
        card,
        { width: w, height: h },
        () =>
          this.enabled ? { role: 'answer', label: String(value), value: { kind: 'number', value } } : null,
        {
          draggable: true,
        },
      );
      card.setDepth(20);
      card.on('dragstart', () => {
        if (!this.enabled) return;
        this.dragged.add(i);
        card.setDepth(30);
        this.lift(i, true);
        options.onPick?.();
      });
      card.on('drag', (_pointer: Phaser.Input.Pointer, x: number, y: number) => {
        if (this.enabled && this.dragged.has(i)) card.setPosition(x, y);
      });
      card.on('dragend', () => {
        if (!this.dragged.has(i)) return;
        card.setDepth(20);
        this.lift(i, false);
        const slot = nearestSlot({ x: card.x, y: card.y - this.hang }, options.slots, Math.max(w, h) * 0.9);
        if (slot !== null) this.place(i, slot);
        else if (slotOfCard(this.board, i) >= 0 && card.y > (options.slots[0]?.y ?? 0) + h * 1.5)
          this.takeBack(i);
        else this.layout();
        // pointerup after a drag is not a tap
        scene.time.delayedCall(0, () => this.dragged.delete(i));
      });
      card.on('pointerup', () => {
        if (!this.dragged.has(i)) this.tapCard(i);
      });
      this.cards.push(card);
    });
  }

  private get hang(): number {
    return this.options.hangOffset ?? 0;
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.select(null);
  }

  /** The card lifted by a tap (or the keyboard), waiting for its place; null when none is. */
  get lifted(): number | null {
    return this.selected;
  }

  /**
   * Tap on a card: lift it; tap the lifted card again to hang it on the first free slot. A hanging card
   * tapped while another is lifted is the place the lifted one goes (the hanging one goes where that
   * came from); with none lifted it comes back to the pool.
   */
  tapCard(card: number): boolean {
    if (!this.enabled) return false;
    const at = slotOfCard(this.board, card);
    if (at >= 0 && this.selected !== null && this.selected !== card) return this.place(this.selected, at);
    if (at >= 0) return this.takeBack(card);
    if (this.selected === card) {
      const free = firstEmptySlot(this.board);
      return free >= 0 ? this.place(card, free) : false;
    }
    this.select(card);
    this.options.onPick?.();
    return true;
  }

  /** Lifts a card, in the pool or on the line (the keyboard's pick), or puts the lifted one down (null). */
  pick(card: number | null): boolean {
    if (!this.enabled) return false;
    if (card !== null && (card < 0 || card >= this.cards.length)) return false;
    this.select(card);
    if (card !== null) this.options.onPick?.();
    return true;
  }

  /** Tap on a slot: the lifted card goes there. */
  tapSlot(slot: number): boolean {
    if (!this.enabled || this.selected === null) return false;
    return this.place(this.selected, slot);
  }

  /** The one way a card goes onto the line (drag, tap, test hook). */
  place(card: number, slot: number): boolean {
    if (!this.enabled) return false;
    const next = placeCard(this.board, card, slot);
    this.select(null);
    if (next === this.board) {
      this.layout();
      return false;
    }
    this.board = next;
    this.options.onDrop?.();
    this.layout();
    this.options.onChange(this.board);
    return true;
  }

  takeBack(card: number): boolean {
    const slot = slotOfCard(this.board, card);
    if (!this.enabled || slot < 0) return false;
    this.board = clearSlot(this.board, slot);
    this.select(null);
    this.layout();
    this.options.onChange(this.board);
    return true;
  }

  private select(card: number | null): void {
    if (this.selected !== null) this.lift(this.selected, false);
    this.selected = card;
    if (card !== null) this.lift(card, true);
  }

  private lift(card: number, up: boolean): void {
    const c = this.cards[card];
    if (!c) return;
    c.setScale(up ? 1.08 : 1);
  }

  /** Moves every card to where the board says (slot or pool home). */
  layout(): void {
    this.cards.forEach((card, i) => {
      const slot = slotOfCard(this.board, i);
      const target = slot >= 0 ? this.options.slots[slot] : this.options.pool[i];
      if (!target) return;
      const y = slot >= 0 ? target.y + this.hang : target.y;
      // A move wins over any running tween (the cards' entrance, a wobble).
      this.scene.tweens.killTweensOf(card);
      if (this.options.reducedMotion) card.setPosition(target.x, y);
      else this.scene.tweens.add({ targets: card, x: target.x, y, duration: 180, ease: 'Quad.easeOut' });
      card.setAngle(0);
    });
  }

  /** Puts cards straight onto given slots (showing the correct order after a miss). */
  showOrder(cardsInSlots: readonly number[]): void {
    let board = createBoard(this.options.cards, this.options.slots.length);
    cardsInSlots.forEach((card, slot) => (board = placeCard(board, card, slot)));
    this.board = board;
    this.layout();
  }

  destroy(): void {
    this.cards.forEach((c) => c.destroy());
    this.zones.forEach((z) => z.destroy());
  }
}
