import type Phaser from 'phaser';
import type { Sum } from '../../domain/sums/types';
import type { GameAnswer } from '../runtime/contract';
import type { TextsOf } from '../manifest';
import { backdrop } from '../kit/backdrop';
import { blobImage } from '../kit/art';
import { popText, shake } from '../kit/feedback';
import { HUD_HEIGHT } from '../kit/GameScene';
import type { Showing } from '../kit/round';
import { framedPanel } from '../kit/SumPanel';
import { ScatterScene } from '../kit/ScatterScene';
import { COLORS } from '../kit/ui';
import { HEDGEHOG, leafKey, paintGarden, paintThings, PILE } from './art';
import type { manifest } from './manifest';
import { flightPoint, landingSpot, LEAF_SCATTER, pileGrowth } from './rules';

/** Logical size of the pile picture at full size (its texture is painted at twice this). */
const PILE_W = 260;
const PILE_H = 150;
/** Height of the mound's top above the pile's foot, in the pile's own units. */
const MOUND_TOP = 108;

/** The sum on a wooden garden sign. */
const signPanel = framedPanel(0x8a5a2b, 0xfff8ec, 20, 12);

export class BladblazenScene extends ScatterScene<TextsOf<typeof manifest>> {
  /** The showing's seed: the leaves' pictures (`leafKey`) follow it. */
  private leafSeed = 0;
  private blower!: Phaser.GameObjects.Container;
  private gust: Phaser.GameObjects.Graphics | null = null;
  private pile!: Phaser.GameObjects.Container;
  private pileBase = 1;
  private landed = 0;
  private hedgehog!: Phaser.GameObjects.Image;
  private hedgehogOut = false;

  protected buildWorld(): void {
    const { W, H, portrait } = this;
    const panelBottom = HUD_HEIGHT + (portrait ? 150 : 130);
    const lawnTop = panelBottom + 40;
    backdrop(this, 'bb-garden', W, H, (ctx, w, h) => paintGarden(ctx, w, h, lawnTop));
    paintThings(this);

    // The pile in the bottom-right corner (a container: the leaves blown onto it grow with it), the
    // hedgehog hiding behind it.
    const pileX = W - (portrait ? 150 : 180);
    const pileY = H - 16;
    this.pileBase = portrait ? 1.05 : 1;
    this.hedgehog = this.add
      .image(pileX + 10, pileY - MOUND_TOP * 0.5, HEDGEHOG)
      .setScale(0.55)
      .setVisible(false);
    const pileImage = this.add.image(0, 0, PILE).setOrigin(0.5, 0.9).setDisplaySize(PILE_W, PILE_H);
    this.pile = this.add.container(pileX, pileY, [pileImage]).setDepth(6);

    // The blob with the leaf blower, bottom left.
    const blobSize = portrait ? 130 : 120;
    const bx = blobSize * 0.7;
    const by = H - blobSize * 0.55 - 8;
    const blower = this.add.graphics();
    blower.fillStyle(0x8a99a8, 1);
    blower.fillRoundedRect(0, -9, 96, 18, 8);
    blower.fillStyle(0x5d6b78, 1);
    blower.fillRoundedRect(86, -13, 18, 26, 6);
    blower.fillStyle(COLORS.orange, 1);
    blower.fillRoundedRect(-34, -26, 46, 52, 12);
    blower.fillStyle(0x1b2a3a, 0.8);
    blower.fillRect(-24, -14, 26, 5);
    blower.fillRect(-24, -3, 26, 5);
    blower.fillRect(-24, 8, 26, 5);
    this.blower = this.add
      .container(bx + blobSize * 0.32, by + 4, [blower])
      .setDepth(8)
      .setAngle(-20);
    const blob = blobImage(this, bx, by, blobSize, COLORS.green, 'happy').setDepth(7);
    if (!this.reduced)
      this.tweens.add({
        targets: blob,
        y: by + 4,
        scaleY: blob.scaleY * 0.95,
        duration: 800,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });

    this.field = {
      left: 24,
      right: W - 24,
      top: lawnTop + 10,
      bottom: H - (portrait ? 200 : 160),
    };
    this.growPile(false);

    // The leaves: tilted, the answer across the middle; the blower turns to the one the keys aim at.
    this.makeScattered(
      {
        hit: (r) => r,
        picture: (plan, i) =>
          this.add
            .image(0, 0, leafKey(i + this.leafSeed))
            .setDisplaySize(plan.radius * 2.3, plan.radius * 2.3)
            .setAngle(plan.angle),
        labelY: 0.06,
        labelSize: 0.58,
        labelWidth: 1.6,
      },
      (leaf) => this.pointBlower(leaf.target.x, leaf.target.y),
    );
  }

  /** The pile's size for the sums done; the hedgehog comes out when all are done. */
  private growPile(animate: boolean): void {
    const { done, total } = this.round.progress;
    const growth = pileGrowth(done, total);
    const scale = this.pileBase * growth.scale;
    if (animate && !this.reduced)
      this.tweens.add({ targets: this.pile, scale, duration: 380, ease: 'Back.easeOut' });
    else this.pile.setScale(scale);
    if (growth.hedgehog && !this.hedgehogOut) {
      this.hedgehogOut = true;
      const h = this.hedgehog;
      const top = this.pile.y - MOUND_TOP * scale;
      h.setVisible(true).setDepth(7);
      if (animate) {
        // Let the child see the hedgehog before going on.
        this.holdFeedback = 1300;
        this.sfx.play('coin', 0.7);
        popText(this, this.pile.x - 40, top - 90, this.texts.game.found, COLORS.greenDark, this.reduced, 44);
      }
      if (animate && !this.reduced) {
        h.setY(top + 30);
        this.tweens.add({ targets: h, y: top - 18, duration: 500, delay: 300, ease: 'Back.easeOut' });
        this.tweens.add({
          targets: h,
          angle: { from: -6, to: 6 },
          duration: 220,
          delay: 800,
          yoyo: true,
          repeat: 3,
        });
      } else h.setY(top - 18);
    }
  }

  protected showSum(showing: Showing): void {
    this.leafSeed = showing.seed;
    const leaves = this.showScattered(showing, signPanel, 5 + showing.seed * 37, LEAF_SCATTER);
    if (!this.reduced)
      leaves.forEach((leaf, i) => {
        const y = leaf.target.y;
        leaf.target.setY(y - 60).setAlpha(0);
        this.tweens.add({
          targets: leaf.target,
          y,
          alpha: 1,
          duration: 420,
          delay: i * 80,
          ease: 'Sine.easeOut',
        });
      });
  }

  /** Points the blower's nozzle at a point. */
  private pointBlower(x: number, y: number): void {
    const angle = (Math.atan2(y - this.blower.y, x - this.blower.x) * 180) / Math.PI;
    this.blower.setAngle(Math.max(-80, Math.min(10, angle)));
  }

  /** A puff of air from the nozzle towards the leaf: three wavy lines that fade. */
  private puff(x: number, y: number): void {
    this.pointBlower(x, y);
    this.sfx.play('whoosh');
    this.gust?.destroy();
    const rad = (this.blower.angle * Math.PI) / 180;
    const sx = this.blower.x + Math.cos(rad) * 104;
    const sy = this.blower.y + Math.sin(rad) * 104;
    const g = this.add.graphics().setDepth(9);
    g.lineStyle(6, COLORS.white, 0.8);
    const len = Math.hypot(x - sx, y - sy) * 0.55;
    for (const off of [-16, 0, 16]) {
      const nx = -Math.sin(rad) * off;
      const ny = Math.cos(rad) * off;
      g.beginPath();
      g.moveTo(sx + nx, sy + ny);
      for (let s = 1; s <= 8; s++) {
        const d = (s / 8) * len;
        const wave = Math.sin(s * 1.4 + off) * 6;
        g.lineTo(
          sx + nx + Math.cos(rad) * d - Math.sin(rad) * wave,
          sy + ny + Math.sin(rad) * d + Math.cos(rad) * wave,
        );
      }
      g.strokePath();
    }
    this.gust = g;
    this.tweens.add({ targets: g, alpha: 0, duration: this.reduced ? 500 : 450, delay: 150 });
  }

  protected override onRight(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    this.scattered.settleRight();
    const chosen = this.scattered.chosen;
    if (!chosen) {
      this.growPile(true);
      return;
    }
    this.puff(chosen.target.x, chosen.target.y);
    // The leaf flies onto the pile and stays there: the collection grows with every right answer.
    const spot = landingSpot(this.landed++);
    const scale = this.pile.scale;
    const lx = spot.dx * PILE_W;
    const ly = -MOUND_TOP + spot.dy * PILE_H;
    const land = (): void => {
      const kept = this.add
        .image(lx, ly, leafKey(chosen.index + this.leafSeed))
        .setDisplaySize(44, 44)
        .setAngle(spot.angle);
      this.pile.add(kept);
      chosen.target.setVisible(false);
      this.sfx.play('pop', 1.3);
      this.growPile(true);
    };
    if (this.reduced) {
      land();
      return;
    }
    const t = chosen.target;
    const from = { x: t.x, y: t.y };
    const to = { x: this.pile.x + lx * scale, y: this.pile.y + ly * scale };
    const flight = { t: 0 };
    const size = t.scale;
    this.tweens.add({
      targets: flight,
      t: 1,
      delay: 120,
      duration: 560,
      ease: 'Sine.easeIn',
      onUpdate: () => {
        const p = flightPoint(from, to, 140, flight.t);
        t.setPosition(p.x, p.y);
        t.setAngle(flight.t * 540);
        t.setScale(size * (1 - 0.75 * flight.t));
      },
      onComplete: land,
    });
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    this.scattered.settleWrong(sum.answer);
    const chosen = this.scattered.chosen;
    this.growPile(true);
    if (!chosen) return;
    // The wrong leaf lifts, flutters and falls back where it lay: it does not belong on the pile.
    this.puff(chosen.target.x, chosen.target.y);
    chosen.target.setAlpha(0.6);
    if (this.reduced) shake(this, chosen.target, true);
    else {
      const y = chosen.target.y;
      this.tweens.add({ targets: chosen.target, y: y - 36, duration: 220, yoyo: true, ease: 'Sine.easeOut' });
      shake(this, chosen.target, false, 'angle');
    }
  }

  protected clearSum(): void {
    this.clearScattered();
    this.gust?.destroy();
    this.gust = null;
    this.blower.setAngle(-20);
  }
}
