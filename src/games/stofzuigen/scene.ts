import type Phaser from 'phaser';
import type { Sum } from '../../domain/sums/types';
import type { GameAnswer } from '../runtime/contract';
import type { TextsOf } from '../manifest';
import { backdrop } from '../kit/backdrop';
import { paintedImage } from '../kit/art';
import { popText, shake } from '../kit/feedback';
import { HUD_HEIGHT } from '../kit/GameScene';
import type { Showing } from '../kit/round';
import { framedPanel } from '../kit/SumPanel';
import { ScatterScene } from '../kit/ScatterScene';
import { COLORS } from '../kit/ui';
import { COIN, CRUMB, HEAP, paintRoom, paintThings, PILE, ROBOT } from './art';
import type { manifest } from './manifest';
import { crumbSpots, roomMess } from './rules';

/** The sum on a little blackboard in a wooden frame, hanging on the wall. */
const framePanel = framedPanel(0x9a6332, 0xffffff, 22, 14);

export class StofzuigenScene extends ScatterScene<TextsOf<typeof manifest>> {
  private robot!: Phaser.GameObjects.Image;
  private home = { x: 0, y: 0 };
  private robotSize = 110;
  private crumbs: Phaser.GameObjects.Image[] = [];
  private heap!: Phaser.GameObjects.Image;
  private heapBase = 1;
  private coin!: Phaser.GameObjects.Image;
  private coinFound = false;

  protected buildWorld(): void {
    const { W, H, portrait } = this;
    const panelBottom = HUD_HEIGHT + (portrait ? 150 : 130);
    const floorTop = panelBottom + 24;
    backdrop(this, 'sz-room', W, H, (ctx, w, h) => paintRoom(ctx, w, h, floorTop, portrait));
    paintThings(this);

    this.robotSize = portrait ? 130 : 112;
    const dockH = this.robotSize + 40;
    this.home = { x: W / 2, y: H - dockH / 2 - 4 };
    // The charging dock: a rounded base the robot parks on.
    const dock = this.add.graphics({ x: this.home.x, y: this.home.y });
    dock.fillStyle(0x33475c, 0.25);
    dock.fillRoundedRect(
      -this.robotSize * 0.75 + 4,
      -this.robotSize * 0.62 + 6,
      this.robotSize * 1.5,
      this.robotSize * 1.24,
      26,
    );
    dock.fillStyle(0x7f93a8, 1);
    dock.fillRoundedRect(
      -this.robotSize * 0.75,
      -this.robotSize * 0.62,
      this.robotSize * 1.5,
      this.robotSize * 1.24,
      26,
    );
    dock.fillStyle(COLORS.green, 1);
    dock.fillCircle(-this.robotSize * 0.6, -this.robotSize * 0.47, 6);

    this.field = {
      left: 24,
      right: W - 24,
      top: floorTop + 14,
      bottom: H - dockH - 12,
    };

    // The big heap in the corner, the coin hidden under it, and crumbs all over the floor.
    const heapX = portrait ? 110 : 120;
    const heapY = H - 90;
    this.coin = paintedImage(this, heapX, heapY - 10, COIN).setVisible(false);
    this.heap = paintedImage(this, heapX, heapY, HEAP);
    this.heapBase = this.heap.scale;
    const { total } = this.round.progress;
    this.crumbs = crumbSpots(total, this.field, 29).map((p) =>
      paintedImage(this, p.x, p.y, CRUMB).setScale(0.75),
    );

    this.robot = this.add
      .image(this.home.x, this.home.y, ROBOT)
      .setDisplaySize(this.robotSize, this.robotSize);
    this.robot.setDepth(20);
    this.tidyRoom(false);

    // The dust piles: the answer on the mound; the robot turns to the one the keys aim at.
    this.makeScattered(
      {
        hit: (r) => ({ width: r * 2.1, height: r * 1.7, round: true }),
        picture: ({ radius: r }) => this.add.image(0, r * 0.02, PILE).setDisplaySize(r * 2.9, r * 2.32),
        labelY: 0.08,
        labelSize: 0.6,
        labelWidth: 1.7,
      },
      (pile) => this.robot.setAngle(this.face(pile.target.x, pile.target.y)),
    );
  }

  /** Shows how clean the room is: crumbs left, the heap's size, and the coin once all sums are done. */
  private tidyRoom(animate: boolean): void {
    const { done, total } = this.round.progress;
    const mess = roomMess(done, total);
    this.crumbs.forEach((crumb, i) => {
      const keep = i < mess.crumbsLeft;
      if (keep || !crumb.visible) return;
      if (animate && !this.reduced)
        this.tweens.add({
          targets: crumb,
          alpha: 0,
          scale: 0.2,
          duration: 400,
          onComplete: () => crumb.setVisible(false),
        });
      else crumb.setVisible(false);
    });
    const scale = this.heapBase * mess.heapScale;
    if (animate && !this.reduced && this.heap.visible)
      this.tweens.add({
        targets: this.heap,
        scale,
        duration: 450,
        ease: 'Sine.easeOut',
        onComplete: () => this.heap.setVisible(scale > 0),
      });
    else this.heap.setScale(scale).setVisible(scale > 0);
    if (mess.found && !this.coinFound) {
      this.coinFound = true;
      this.coin.setVisible(true);
      if (animate) {
        // Let the child see the coin before the next sum or the end.
        this.holdFeedback = 1200;
        this.sfx.play('coin');
        popText(
          this,
          this.coin.x + 60,
          this.coin.y - 80,
          this.texts.game.found,
          COLORS.yellowDark,
          this.reduced,
          44,
        );
        if (!this.reduced) {
          const s = this.coin.scale;
          this.coin.setScale(0);
          this.tweens.add({
            targets: this.coin,
            scale: s * 1.3,
            y: this.coin.y - 24,
            duration: 380,
            ease: 'Back.easeOut',
          });
          this.tweens.add({
            targets: this.coin,
            scaleX: { from: s * 1.3, to: s * 0.15 },
            duration: 260,
            delay: 420,
            yoyo: true,
            repeat: 2,
          });
        } else {
          this.coin.setScale(this.coin.scale * 1.3);
        }
      } else {
        this.coin.setScale(this.coin.scale * 1.3);
      }
    }
  }

  protected showSum(showing: Showing): void {
    const piles = this.showScattered(showing, framePanel, 7 + showing.seed * 31);
    if (!this.reduced)
      piles.forEach((p, i) => {
        p.target.setScale(0);
        this.tweens.add({ targets: p.target, scale: 1, duration: 280, delay: i * 70, ease: 'Back.easeOut' });
      });
  }

  /** Turns the robot's front (the top of its picture) towards a point. */
  private face(x: number, y: number): number {
    return (Math.atan2(y - this.robot.y, x - this.robot.x) * 180) / Math.PI + 90;
  }

  /** Drives the robot to (x, y), stopping `short` before it; then `done`. */
  private drive(x: number, y: number, short: number, done: () => void): void {
    const dx = x - this.robot.x;
    const dy = y - this.robot.y;
    const d = Math.hypot(dx, dy);
    const k = d > 0 ? Math.max(0, d - short) / d : 0;
    const tx = this.robot.x + dx * k;
    const ty = this.robot.y + dy * k;
    this.tweens.killTweensOf(this.robot);
    this.robot.setAngle(this.face(x, y));
    if (this.reduced) {
      this.robot.setPosition(tx, ty);
      done();
      return;
    }
    this.sfx.play('whoosh');
    this.tweens.add({
      targets: this.robot,
      x: tx,
      y: ty,
      duration: Math.min(420, 160 + d * 0.45),
      ease: 'Sine.easeInOut',
      onComplete: done,
    });
  }

  protected override onRight(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    this.scattered.settleRight();
    const chosen = this.scattered.chosen;
    this.tidyRoom(true);
    if (!chosen) return;
    const t = chosen.target;
    this.drive(t.x, t.y, 0, () => {
      this.sfx.play('pop', 0.8);
      if (this.reduced) t.setVisible(false);
      else
        this.tweens.add({
          targets: t,
          scale: 0,
          angle: 200,
          duration: 240,
          ease: 'Sine.easeIn',
          onComplete: () => t.setVisible(false),
        });
    });
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const right = this.scattered.settleWrong(sum.answer);
    const chosen = this.scattered.chosen;
    this.tidyRoom(true);
    if (!chosen) return;
    // The robot drives up, bumps into the wrong pile and does not take it: it turns to the right one.
    this.drive(chosen.target.x, chosen.target.y, chosen.plan.radius + this.robotSize * 0.35, () => {
      this.sfx.play('clunk');
      // Dimmed first: the shake (a blink with reduced motion) comes back to this alpha.
      chosen.target.setAlpha(0.55);
      shake(this, chosen.target, this.reduced);
      if (right) {
        const angle = this.face(right.target.x, right.target.y);
        if (this.reduced) this.robot.setAngle(angle);
        else this.tweens.add({ targets: this.robot, angle, duration: 300, delay: 250 });
      }
    });
  }

  protected clearSum(): void {
    this.clearScattered();
    // Back to the dock.
    this.tweens.killTweensOf(this.robot);
    if (this.reduced) this.robot.setPosition(this.home.x, this.home.y).setAngle(0);
    else this.tweens.add({ targets: this.robot, x: this.home.x, y: this.home.y, angle: 0, duration: 300 });
  }
}
