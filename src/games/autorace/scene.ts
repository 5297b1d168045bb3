import { describeTarget } from '../kit/tappable';
import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer, GameState } from '../runtime/contract';
import { TEXTURE_SCALE } from '../kit/art';
import { AnswerTarget, sameValue } from '../kit/AnswerTarget';
import { shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import type { Showing } from '../kit/round';
import type { SumLine } from '../kit/SumLine';
import { sumPanel } from '../kit/SumPanel';
import { COLORS, label } from '../kit/ui';
import {
  CAR_H,
  CAR_W,
  paintCar,
  paintChequer,
  paintFlame,
  paintScenery,
  PLAYER_CAR,
  RIVAL_CARS,
} from './art';
import {
  gateChoices,
  laneAt,
  laneCenter,
  laneCount,
  laneWidth,
  placeAfter,
  RIVALS,
  roadFor,
  speedAt,
  startLane,
  steer,
  wobbleAngle,
  type Road,
} from './rules';
import type { TextsOf } from '../manifest';
import type { manifest } from './manifest';

interface Gate {
  target: AnswerTarget;
  board: Phaser.GameObjects.Graphics;
  lane: number;
}

type GateLook = 'idle' | 'aim' | 'right' | 'wrong';

export class AutoraceScene extends GameScene<TextsOf<typeof manifest>> {
  private road: Road = { left: 0, right: 0 };
  private lanes = 4;
  private lane = 1;
  private car!: Phaser.GameObjects.Container;
  private carBody!: Phaser.GameObjects.Image;
  private flames: Phaser.GameObjects.Image[] = [];
  private carY = 0;
  private carW = 0;
  private carH = 0;
  private gateY = 0;
  private boardH = 0;
  private scenery: Phaser.GameObjects.Image[] = [];
  private marks!: Phaser.GameObjects.Graphics;
  private gates: Gate[] = [];
  private chosen: Gate | null = null;
  private sumLine: SumLine | null = null;
  private display: Phaser.GameObjects.Graphics | null = null;
  private place = RIVALS + 1;
  private rival: Phaser.GameObjects.Image | null = null;
  private startLine: Phaser.GameObjects.Image | null = null;
  private finishLine: Phaser.GameObjects.Container | null = null;
  private finishGate: Phaser.GameObjects.Container | null = null;
  /** Distance driven (logical units); road marks and scenery follow it. */
  private distance = 0;
  private boostAt = Number.NEGATIVE_INFINITY;
  private wobbleAt = Number.NEGATIVE_INFINITY;
  private zone: Phaser.GameObjects.Zone | null = null;
  private flameScale = 1;

  private get displayH(): number {
    return this.portrait ? 130 : 110;
  }

  protected buildWorld(): void {
    const { W, H } = this;
    this.road = roadFor(W, this.portrait, this.minTarget);
    paintScenery(this, 'ar-scenery', W, H, this.road);
    this.scenery = [this.add.image(W / 2, H / 2, 'ar-scenery'), this.add.image(W / 2, -H / 2, 'ar-scenery')];
    this.marks = this.add.graphics().setDepth(2);

    // Cars fit a lane of the widest road layout (three lanes on a phone) and leave room for the gates.
    const lane = laneWidth(this.road, this.portrait ? 3 : 4);
    this.carH = Math.min(lane * 0.85, H * 0.21, 190);
    this.carW = (this.carH * CAR_W) / CAR_H;
    this.carY = H - this.carH / 2 - 24;
    this.boardH = this.portrait ? 112 : 92;
    const displayBottom = HUD_HEIGHT + this.displayH + 8;
    const carTop = this.carY - this.carH / 2;
    this.gateY = displayBottom + 28 + this.boardH / 2 + Math.max(0, (carTop - displayBottom - 520) * 0.4);

    paintCar(this, 'ar-car', PLAYER_CAR);
    RIVAL_CARS.forEach((colours, i) => paintCar(this, `ar-rival-${i}`, colours));
    paintFlame(this, 'ar-flame');
    paintChequer(this, 'ar-chequer', this.road.right - this.road.left, 18);

    this.lanes = 4;
    this.lane = startLane(this.lanes);
    this.startLine = this.add
      .image((this.road.left + this.road.right) / 2, this.carY - this.carH / 2 - 30, 'ar-chequer')
      .setScale(1 / TEXTURE_SCALE)
      .setDepth(3);

    const car = this.add.container(laneCenter(this.road, this.lanes, this.lane), this.carY).setDepth(10);
    this.flames = [-0.22, 0.22].map((dx) =>
      this.add
        .image(dx * this.carW, this.carH * 0.5, 'ar-flame')
        .setOrigin(0.5, 0)
        .setDisplaySize(this.carW * 0.26, this.carH * 0.3)
        .setVisible(false),
    );
    this.flameScale = this.flames[0]?.scaleY ?? 1;
    this.carBody = this.add.image(0, 0, 'ar-car').setDisplaySize(this.carW, this.carH);
    car.add([...this.flames, this.carBody]);
    this.car = car;
    this.placeRival(false);

    // A tap anywhere on the road steers into that lane (the gates themselves lie on top of it).
    const zone = this.add
      .zone(this.road.left, displayBottom, this.road.right - this.road.left, H - displayBottom)
      .setOrigin(0, 0)
      .setDepth(4)
      .setInteractive({ useHandCursor: true });
    describeTarget(zone, () => (this.phase === 'question' ? { role: 'button', label: 'road' } : null));
    zone.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      const point = this.cameras.main.getWorldPoint(pointer.x, pointer.y);
      const at = laneAt(this.road, this.lanes, point.x);
      if (at !== null) this.choose(at);
    });
    this.zone = zone;
    this.drawMarks();
  }

  /** The rival just ahead of the child, between the gates and the car; none once the child leads. */
  private placeRival(animate: boolean): void {
    if (this.rival || this.place <= 1) return;
    const index = (RIVALS + 1 - this.place) % RIVAL_CARS.length;
    const lanes = this.lanes;
    const lane = (this.lane + 1 + (index % (lanes - 1))) % lanes;
    const y = (this.gateY + this.boardH / 2 + this.carY - this.carH / 2) / 2;
    const scale = Math.min(1, (y - this.gateY - this.boardH / 2 - 10) / (this.carH * 0.9));
    const rival = this.add
      .image(laneCenter(this.road, lanes, lane), y, `ar-rival-${index}`)
      .setDisplaySize(this.carW * 0.9 * scale, this.carH * 0.9 * scale)
      .setDepth(5);
    this.rival = rival;
    if (animate && !this.reduced) {
      rival.setY(this.gateY - this.boardH);
      rival.setAlpha(0);
      this.tweens.add({ targets: rival, y, alpha: 1, duration: 600, ease: 'Sine.easeOut' });
    }
  }

  /** Overtaking: the rival moves aside and falls behind the child's car. */
  private overtake(): void {
    const rival = this.rival;
    this.rival = null;
    if (!rival) return;
    if (this.reduced) {
      rival.destroy();
      return;
    }
    const aside = this.lanes > 1 ? (this.lane === 0 ? 1 : this.lane - 1) : 0;
    this.tweens.add({
      targets: rival,
      x: laneCenter(this.road, this.lanes, aside),
      duration: 220,
      ease: 'Sine.easeOut',
    });
    this.tweens.add({
      targets: rival,
      y: this.H + this.carH,
      delay: 150,
      duration: 700,
      ease: 'Sine.easeIn',
      onComplete: () => rival.destroy(),
    });
  }

  protected showSum(showing: Showing): void {
    const { W } = this;
    const sum = showing.sum;
    const lanes = laneCount(sum, this.launch.settings.inputMethod, this.portrait);
    if (lanes !== this.lanes) {
      this.lanes = lanes;
      this.lane = Math.min(this.lane, lanes - 1);
      this.moveCar(false);
      if (this.rival) this.rival.setX(laneCenter(this.road, lanes, Math.min(lanes - 1, this.lane + 1)));
    }
    this.placeRival(true);

    // The sum on a green motorway sign across the top.
    const displayW = Math.min(W - 40, 760);
    const displayH = this.displayH;
    const dy = HUD_HEIGHT + displayH / 2 + 4;
    const { panel, line } = sumPanel(this, W / 2, dy, sum, this.launch.settings.locale, {
      width: displayW,
      height: displayH,
      fontSize: this.portrait ? 72 : 64,
      color: COLORS.white,
      depth: 30,
      paint: (g, w, h) => {
        g.fillStyle(0x000000, 0.2);
        g.fillRoundedRect(-w / 2 + 4, -h / 2 + 8, w, h, 20);
        g.fillStyle(0x1f8a4c, 1);
        g.fillRoundedRect(-w / 2, -h / 2, w, h, 20);
        g.lineStyle(5, COLORS.white, 1);
        g.strokeRoundedRect(-w / 2 + 8, -h / 2 + 8, w - 16, h - 16, 14);
      },
    });
    this.display = panel;
    this.sumLine = line;

    const choices = gateChoices(sum, lanes, `${this.launch.window.id}:${showing.seed}`);
    this.chosen = null;
    this.gates = choices.map((value, lane) => this.makeGate(value, lane, sum));
    this.paintGates();
    const { done, total } = this.round.progress;
    if (done >= total - 1) {
      this.finishGate = this.makeFinish(this.gateY + this.boardH / 2 + 48, true);
      if (!this.reduced) {
        this.finishGate.setAlpha(0);
        this.tweens.add({ targets: this.finishGate, alpha: 1, duration: 400 });
      }
    }
    if (!this.reduced) {
      this.gates.forEach((gate, i) => {
        gate.target.setY(this.gateY - 60).setAlpha(0);
        this.tweens.add({
          targets: gate.target,
          y: this.gateY,
          alpha: 1,
          duration: 360,
          delay: i * 60,
          ease: 'Back.easeOut',
        });
      });
    }
  }

  private makeGate(value: AnswerValue, lane: number, sum: Sum): Gate {
    const lw = laneWidth(this.road, this.lanes);
    const bw = lw - 24;
    const bh = this.boardH;
    const holder: Partial<Gate> = { lane };
    const target = new AnswerTarget(
      this,
      laneCenter(this.road, this.lanes, lane),
      this.gateY,
      value,
      { width: bw, height: bh },
      this.minTarget,
      () => this.choose(lane),
      this.answerText(sum, value),
    );
    const board = this.add.graphics();
    const size = Math.round(bh * (value.kind === 'comparison' ? 0.72 : 0.56));
    const text = label(this, 0, 0, this.answerText(sum, value), { size, color: COLORS.ink });
    if (text.width > bw - 30) text.setScale((bw - 30) / text.width);
    target.add([board, text]).setDepth(8);
    holder.target = target;
    holder.board = board;
    return holder as Gate;
  }

  /** A gate is a banner across its lane on two posts; the lane the car is in glows yellow. */
  private paintGate(gate: Gate, look: GateLook): void {
    const lw = laneWidth(this.road, this.lanes);
    const bw = lw - 24;
    const bh = this.boardH;
    const g = gate.board;
    const edge = { idle: 0xff5a4f, aim: COLORS.yellow, right: COLORS.green, wrong: 0xb9c6d3 }[look];
    const fill = { idle: COLORS.white, aim: 0xfffbe6, right: 0xe3fbe9, wrong: 0xf1f4f7 }[look];
    g.clear();
    // Shadow on the road and the posts at both ends.
    g.fillStyle(0x000000, 0.22);
    g.fillRoundedRect(-bw / 2 + 6, -bh / 2 + 12, bw, bh, 18);
    g.fillStyle(0x394150, 1);
    g.fillCircle(-bw / 2 + 4, bh / 2 - 4, 9);
    g.fillCircle(bw / 2 - 4, bh / 2 - 4, 9);
    if (look === 'aim') {
      g.fillStyle(COLORS.yellow, 0.35);
      g.fillRoundedRect(-bw / 2 - 10, -bh / 2 - 10, bw + 20, bh + 20, 26);
    }
    g.fillStyle(fill, 1);
    g.fillRoundedRect(-bw / 2, -bh / 2, bw, bh, 18);
    g.lineStyle(look === 'idle' ? 6 : 9, edge, 1);
    g.strokeRoundedRect(-bw / 2, -bh / 2, bw, bh, 18);
  }

  private paintGates(): void {
    for (const gate of this.gates) {
      if (this.chosen) continue;
      this.paintGate(gate, gate.lane === this.lane ? 'aim' : 'idle');
    }
  }

  private moveCar(animate: boolean): void {
    const x = laneCenter(this.road, this.lanes, this.lane);
    this.tweens.killTweensOf(this.car);
    if (!animate || this.reduced) {
      this.car.setX(x);
      return;
    }
    const lean = x > this.car.x ? 8 : x < this.car.x ? -8 : 0;
    this.tweens.add({ targets: this.car, x, duration: 180, ease: 'Sine.easeInOut' });
    this.tweens.add({ targets: this.carBody, angle: lean, duration: 90, yoyo: true, ease: 'Sine.easeOut' });
  }

  /** Steers one lane without choosing yet (arrow keys). */
  private steerBy(direction: -1 | 1): void {
    const lane = steer(this.lane, direction, this.lanes);
    if (lane === this.lane) return;
    this.lane = lane;
    this.sfx.play('click');
    this.moveCar(true);
    this.paintGates();
  }

  /** Steers into a lane and drives through its gate: the answer. */
  private choose(lane: number): boolean {
    if (this.phase !== 'question' || this.chosen) return false;
    const gate = this.gates[lane];
    if (!gate?.target.selectable) return false;
    this.lane = lane;
    this.moveCar(true);
    this.chosen = gate;
    for (const g of this.gates) g.target.setSelectable(false);
    return this.submitAnswer(gate.target.value, { x: gate.target.x, y: gate.target.y });
  }

  protected override onKey(event: KeyboardEvent): void {
    if (event.key === 'ArrowLeft') this.steerBy(-1);
    else if (event.key === 'ArrowRight') this.steerBy(1);
    else if (['ArrowUp', 'Enter', ' '].includes(event.key)) this.choose(this.lane);
  }

  protected override onRight(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const gate = this.chosen;
    if (gate) this.paintGate(gate, 'right');
    this.place = placeAfter(this.place, true);
    this.boostAt = this.now();
    this.sfx.play('whoosh');
    this.overtake();
    // The gates (and on the last sum the finish) rush past the car: the child drove through.
    const passing = [...this.gates.map((g) => g.target), ...(this.finishGate ? [this.finishGate] : [])];
    for (const target of passing) {
      this.tweens.killTweensOf(target);
      if (this.reduced) continue;
      if (target !== gate?.target && target !== this.finishGate) target.setAlpha(0.5);
      else target.setAlpha(1);
      target.setY(target === this.finishGate ? this.gateY + this.boardH / 2 + 48 : this.gateY);
      this.tweens.add({ targets: target, y: `+=${this.H}`, delay: 200, duration: 650, ease: 'Quad.easeIn' });
    }
    if (this.reduced) for (const g of this.gates) if (g !== gate) g.target.setAlpha(0.4);
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    this.wobbleAt = this.now();
    const chosen = this.chosen;
    if (chosen) {
      this.paintGate(chosen, 'wrong');
      shake(this, chosen.target, this.reduced);
    }
    if (this.reduced) shake(this, this.car, true);
    const right = this.gates.find((g) => sameValue(g.target.value, sum.answer));
    if (right) {
      this.paintGate(right, 'right');
      if (!this.reduced)
        this.tweens.add({
          targets: right.target,
          scale: { from: 1, to: 1.12 },
          duration: 380,
          yoyo: true,
          repeat: 1,
          ease: 'Sine.easeInOut',
        });
    }
  }

  protected clearSum(): void {
    for (const g of this.gates) {
      this.tweens.killTweensOf(g.target);
      g.target.destroy();
    }
    this.gates = [];
    this.chosen = null;
    this.sumLine?.destroy();
    this.sumLine = null;
    this.display?.destroy();
    this.display = null;
    if (this.finishGate) this.tweens.killTweensOf(this.finishGate);
    this.finishGate?.destroy();
    this.finishGate = null;
  }

  protected override setGameState(state: GameState): void {
    super.setGameState(state);
    if (state === 'ended') this.crossFinish();
  }

  /** The finish: a chequered band with its sign, under the gates of the round's last sum. */
  private makeFinish(y: number, withSign: boolean): Phaser.GameObjects.Container {
    const { road } = this;
    const width = road.right - road.left;
    const band = this.add.image(0, 0, 'ar-chequer').setScale(1 / TEXTURE_SCALE);
    const posts = this.add.graphics();
    posts.fillStyle(0x394150, 1);
    posts.fillCircle(-width / 2 - 8, 0, 12);
    posts.fillCircle(width / 2 + 8, 0, 12);
    const parts: Phaser.GameObjects.GameObject[] = [band, posts];
    if (withSign) {
      const text = label(this, 0, 0, this.texts.game.finish, { size: 28, color: COLORS.white });
      const sign = this.add.graphics();
      const sw = text.width + 40;
      sign.fillStyle(COLORS.red, 1);
      sign.fillRoundedRect(-sw / 2, -24, sw, 48, 14);
      sign.lineStyle(4, COLORS.white, 1);
      sign.strokeRoundedRect(-sw / 2, -24, sw, 48, 14);
      parts.push(sign, text);
    }
    return this.add.container((road.left + road.right) / 2, y, parts).setDepth(7);
  }

  /** The end of the round: the finish line lies across the road and the car drives over it. */
  private crossFinish(): void {
    if (this.finishLine) return;
    this.zone?.disableInteractive();
    this.boostAt = this.now();
    const lineY = this.carY - this.carH / 2 - 24;
    this.finishLine = this.makeFinish(lineY, false);
    const past = lineY - this.carH * 0.9;
    this.tweens.killTweensOf(this.car);
    if (this.reduced) {
      this.car.setY(past);
      return;
    }
    this.tweens.add({ targets: this.car, y: past, duration: 900, ease: 'Sine.easeInOut' });
  }

  /** Lane dashes, scrolling with the distance driven, and speed streaks during a boost. */
  private drawMarks(): void {
    const g = this.marks;
    g.clear();
    const { road, H } = this;
    const lw = laneWidth(road, this.lanes);
    const period = 110;
    const offset = this.distance % period;
    g.fillStyle(0xffffff, 0.85);
    for (let i = 1; i < this.lanes; i++) {
      const x = road.left + lw * i;
      for (let y = -period + offset; y < H; y += period) g.fillRect(x - 4, y, 8, 56);
    }
    const speed = this.reduced ? 0 : speedAt((this.now() - this.boostAt) / 1000);
    const strength = Math.max(0, (speed - 400) / 700);
    if (strength > 0) {
      g.fillStyle(0xffffff, 0.5 * strength);
      for (let i = 0; i < 6; i++) {
        const x = road.left + ((i * 0.37 + 0.11) % 1) * (road.right - road.left);
        const y = ((this.distance * 1.5 + i * 173) % (H + 200)) - 200;
        g.fillRect(x - 2, y, 4, 120);
      }
    }
  }

  override update(_time: number, delta: number): void {
    const now = this.now();
    const driving = !this.reduced && this.phase !== 'intro';
    const speed = driving ? speedAt((now - this.boostAt) / 1000) : 0;
    const step = (speed * Math.min(delta, 100)) / 1000;
    this.distance += step;
    const { H } = this;
    for (const image of this.scenery) {
      image.y += step;
      if (image.y >= H * 1.5) image.y -= H * 2;
    }
    if (this.startLine) {
      this.startLine.y += step;
      if (this.startLine.y > H + 40) {
        this.startLine.destroy();
        this.startLine = null;
      }
    }
    const boosting = driving && speed > 300;
    for (const flame of this.flames) {
      flame.setVisible(boosting);
      if (boosting) flame.scaleY = this.flameScale * (0.8 + Math.random() * 0.5);
    }
    const sinceWobble = (now - this.wobbleAt) / 1000;
    if (!this.reduced && sinceWobble >= 0 && sinceWobble < 1.4)
      this.carBody.setAngle(wobbleAngle(sinceWobble));
    if (!this.reduced && this.rival) this.rival.setAngle(Math.sin(now / 400) * 2);
    this.drawMarks();
  }

  protected override visibleChoices(): AnswerValue[] {
    return this.gates.filter((g) => g.target.selectable).map((g) => g.target.value);
  }

  protected driveAnswer(value: AnswerValue): boolean {
    const gate = this.gates.find((g) => sameValue(g.target.value, value));
    return gate ? this.choose(gate.lane) : false;
  }
}
