import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer } from '../runtime/contract';
import { backdrop } from '../kit/backdrop';
import { seededRandom } from '../kit/random';
import { blobImage, canvasTexture, paintedImage } from '../kit/art';
import { shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import { formatPrice } from '../kit/money';
import { moneyImage } from '../kit/moneyArt';
import { MoneyInput, type Area } from '../kit/MoneyInput';
import { NumberPad } from '../kit/NumberPad';
import type { Showing } from '../kit/round';
import { Button, COLORS, css, label } from '../kit/ui';
import { fill } from '../texts';
import { productFor, shopPlan, trayStatus, walletForPrice, type Product, type ShopPlan } from './rules';
import type { TextsOf } from '../manifest';
import type { manifest } from './manifest';

interface Layout {
  counterY: number;
  till: { x: number; y: number };
  product: { x: number; y: number };
  tray: Area;
  wallet: Area;
  pay: { x: number; y: number };
  pad: Area;
  prompt: { x: number; y: number; w: number };
}

export class BuurtsuperScene extends GameScene<TextsOf<typeof manifest>> {
  private L!: Layout;
  private plan: ShopPlan | null = null;
  private money: MoneyInput | null = null;
  private pad: NumberPad | null = null;
  private payButton: Button | null = null;
  private lcd: Phaser.GameObjects.Text | null = null;
  private totalText: Phaser.GameObjects.Text | null = null;
  private promptText: Phaser.GameObjects.Text | null = null;
  private sumObjects: Phaser.GameObjects.GameObject[] = [];
  private product: Phaser.GameObjects.Container | null = null;
  private served = 0;

  private layout(withPad: boolean): Layout {
    const { W, H } = this;
    if (this.portrait) {
      const counterY = Math.round(H * 0.36);
      const padH = Math.min(480, H * 0.33);
      return {
        counterY,
        till: { x: 130, y: counterY - 70 },
        product: { x: 340, y: counterY - 60 },
        tray: { x: W / 2, y: counterY + 150, w: W - 80, h: 230 },
        wallet: { x: W / 2, y: H - 330, w: W - 60, h: 300 },
        pay: { x: W / 2, y: H - 100 },
        pad: { x: W / 2, y: H - padH / 2 - 30, w: Math.min(W - 80, padH), h: padH },
        prompt: { x: W / 2, y: HUD_HEIGHT + 50, w: W - 60 },
      };
    }
    const counterY = Math.round(H * 0.5);
    const padW = Math.min(300, W * 0.24);
    const right = withPad ? W - padW - 60 : W;
    return {
      counterY,
      till: { x: 150, y: counterY - 70 },
      product: { x: 380, y: counterY - 60 },
      tray: {
        x: withPad ? (480 + right) / 2 : W * 0.6,
        y: counterY + 95,
        w: withPad ? right - 500 : Math.min(620, W * 0.5),
        h: 170,
      },
      wallet: { x: (W - 300) / 2 + 10, y: H - 72, w: W - 340, h: 110 },
      pay: { x: W - 160, y: H - 72 },
      pad: {
        x: W - padW / 2 - 30,
        y: HUD_HEIGHT + (H - HUD_HEIGHT) / 2 + 4,
        w: padW,
        h: H - HUD_HEIGHT - 40,
      },
      prompt: { x: right / 2, y: HUD_HEIGHT + 40, w: right - 40 },
    };
  }

  protected buildWorld(): void {
    const { W, H } = this;
    this.L = this.layout(false);
    const counterY = this.L.counterY;
    backdrop(this, 'bs-world', W, H, (ctx, w, h) => {
      ctx.fillStyle = '#fff1da';
      ctx.fillRect(0, 0, w, h);
      // Wallpaper stripes.
      ctx.fillStyle = 'rgba(255,159,67,0.12)';
      for (let x = 0; x < w; x += 60) ctx.fillRect(x, 0, 24, counterY);
      // Shelves with goods.
      const rnd = seededRandom(11);
      const goods = ['#ff6b6b', '#4aa8ff', '#3ccf6e', '#ffd23f', '#9b6bff', '#ff9f43', '#ff7eb6'];
      const shelfYs = [HUD_HEIGHT + 100, HUD_HEIGHT + 100 + (counterY - HUD_HEIGHT - 120) / 2];
      for (const sy of shelfYs) {
        ctx.fillStyle = '#b07438';
        ctx.fillRect(20, sy, w - 40, 14);
        ctx.fillStyle = '#8a5a2b';
        ctx.fillRect(20, sy + 14, w - 40, 6);
        for (let x = 40; x < w - 60; x += 46 + rnd() * 20) {
          const color = goods[Math.floor(rnd() * goods.length)] ?? '#ff6b6b';
          const kind = rnd();
          ctx.fillStyle = color;
          if (kind < 0.4) {
            const bh = 40 + rnd() * 30;
            ctx.fillRect(x, sy - bh, 34, bh);
            ctx.fillStyle = 'rgba(255,255,255,0.6)';
            ctx.fillRect(x + 5, sy - bh + 10, 24, 10);
          } else if (kind < 0.75) {
            ctx.beginPath();
            ctx.roundRect(x, sy - 50, 30, 50, 8);
            ctx.fill();
            ctx.fillStyle = '#ffffff';
            ctx.fillRect(x + 4, sy - 56, 22, 8);
          } else {
            for (let i = 0; i < 3; i++) {
              ctx.beginPath();
              ctx.arc(x + 10 + i * 12, sy - 12 - (i % 2) * 12, 11, 0, Math.PI * 2);
              ctx.fill();
            }
          }
        }
      }
      // The counter.
      const top = ctx.createLinearGradient(0, counterY, 0, counterY + 30);
      top.addColorStop(0, '#e0a465');
      top.addColorStop(1, '#c98a4b');
      ctx.fillStyle = top;
      ctx.fillRect(0, counterY, w, 30);
      const front = ctx.createLinearGradient(0, counterY + 30, 0, h);
      front.addColorStop(0, '#b07438');
      front.addColorStop(1, '#8a5a2b');
      ctx.fillStyle = front;
      ctx.fillRect(0, counterY + 30, w, h - counterY - 30);
      ctx.strokeStyle = 'rgba(0,0,0,0.12)';
      ctx.lineWidth = 3;
      for (let x = 0; x < w; x += 120) {
        ctx.beginPath();
        ctx.moveTo(x, counterY + 30);
        ctx.lineTo(x, h);
        ctx.stroke();
      }
      // Awning on top.
      for (let x = 0, i = 0; x < w; x += 60, i++) {
        ctx.fillStyle = i % 2 === 0 ? '#ff6b6b' : '#ffffff';
        ctx.fillRect(x, HUD_HEIGHT - 4, 60, 30);
        ctx.beginPath();
        ctx.arc(x + 30, HUD_HEIGHT + 26, 30, 0, Math.PI);
        ctx.fill();
      }
    });
    // The shopkeeper behind the counter.
    const keeper = blobImage(this, this.portrait ? W - 120 : 600, counterY - 70, 150, COLORS.orange, 'happy');
    keeper.setDepth(1);
    if (!this.reduced)
      this.tweens.add({
        targets: keeper,
        y: keeper.y - 6,
        duration: 800,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    // The counter's top edge in front of the keeper.
    this.add.rectangle(W / 2, counterY + 15, W, 30, 0xd39a5a).setDepth(2);
    canvasTexture(this, 'bs-till', 200, 170, (ctx, w) => {
      const s = w / 200;
      ctx.fillStyle = '#5c6b7a';
      ctx.beginPath();
      ctx.roundRect(10 * s, 60 * s, 180 * s, 100 * s, 14 * s);
      ctx.fill();
      ctx.fillStyle = '#3f4b57';
      ctx.fillRect(20 * s, 140 * s, 160 * s, 18 * s);
      ctx.fillStyle = '#7f8c8d';
      ctx.beginPath();
      ctx.roundRect(30 * s, 4 * s, 140 * s, 64 * s, 10 * s);
      ctx.fill();
      ctx.fillStyle = '#163020';
      ctx.beginPath();
      ctx.roundRect(40 * s, 12 * s, 120 * s, 48 * s, 6 * s);
      ctx.fill();
      ctx.fillStyle = '#dfe6ec';
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 5; c++) ctx.fillRect((34 + c * 28) * s, (76 + r * 20) * s, 20 * s, 13 * s);
    });
    const till = paintedImage(this, this.L.till.x, this.L.till.y, 'bs-till').setDepth(3);
    this.lcd = label(this, till.x, till.y - 49, '', { size: 28, color: 0x7dffb0 }).setDepth(4);
    this.paintProducts();
  }

  private paintProducts(): void {
    const painters: Record<Product, (ctx: CanvasRenderingContext2D, w: number, h: number) => void> = {
      apple: (ctx, w, h) => {
        for (const [x, y] of [
          [0.32, 0.62],
          [0.66, 0.62],
          [0.5, 0.38],
        ] as const) {
          ctx.fillStyle = '#e74c3c';
          ctx.beginPath();
          ctx.arc(w * x, h * y, w * 0.2, 0, Math.PI * 2);
          ctx.fill();
          ctx.fillStyle = '#27ae60';
          ctx.fillRect(w * x - 2, h * y - w * 0.26, 5, w * 0.09);
        }
      },
      milk: (ctx, w, h) => {
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(w * 0.28, h * 0.24, w * 0.44, h * 0.7);
        ctx.fillStyle = '#4aa8ff';
        ctx.beginPath();
        ctx.moveTo(w * 0.28, h * 0.24);
        ctx.lineTo(w * 0.5, h * 0.06);
        ctx.lineTo(w * 0.72, h * 0.24);
        ctx.fill();
        ctx.fillRect(w * 0.28, h * 0.55, w * 0.44, h * 0.14);
      },
      bread: (ctx, w, h) => {
        ctx.fillStyle = '#d99a4e';
        ctx.beginPath();
        ctx.ellipse(w / 2, h * 0.58, w * 0.42, h * 0.26, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#b87a34';
        ctx.lineWidth = w * 0.03;
        for (const x of [0.35, 0.5, 0.65]) {
          ctx.beginPath();
          ctx.moveTo(w * (x - 0.05), h * 0.45);
          ctx.lineTo(w * (x + 0.05), h * 0.62);
          ctx.stroke();
        }
      },
      icecream: (ctx, w, h) => {
        ctx.fillStyle = '#e0a465';
        ctx.beginPath();
        ctx.moveTo(w * 0.32, h * 0.44);
        ctx.lineTo(w * 0.68, h * 0.44);
        ctx.lineTo(w * 0.5, h * 0.96);
        ctx.fill();
        ctx.fillStyle = '#ff9fc8';
        ctx.beginPath();
        ctx.arc(w * 0.5, h * 0.36, w * 0.2, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#fff3d6';
        ctx.beginPath();
        ctx.arc(w * 0.5, h * 0.2, w * 0.15, 0, Math.PI * 2);
        ctx.fill();
      },
      teddy: (ctx, w, h) => {
        ctx.fillStyle = '#a0703c';
        for (const [x, y, r] of [
          [0.5, 0.66, 0.26],
          [0.5, 0.32, 0.2],
          [0.34, 0.16, 0.08],
          [0.66, 0.16, 0.08],
        ] as const) {
          ctx.beginPath();
          ctx.arc(w * x, h * y, w * r, 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.fillStyle = '#1b2a3a';
        ctx.beginPath();
        ctx.arc(w * 0.44, h * 0.3, w * 0.03, 0, Math.PI * 2);
        ctx.arc(w * 0.56, h * 0.3, w * 0.03, 0, Math.PI * 2);
        ctx.fill();
      },
    };
    for (const [name, paint] of Object.entries(painters)) canvasTexture(this, `bs-${name}`, 120, 120, paint);
  }

  protected showSum(showing: Showing): void {
    const sum = showing.sum;
    const plan = shopPlan(sum);
    this.plan = plan;
    const L = this.layout(plan.mode !== 'pay');
    this.L = L;
    const t = this.texts.game;
    const locale = this.launch.settings.locale;
    const promptText =
      plan.mode === 'pay'
        ? fill(t.pay, { price: formatPrice(plan.price, locale) })
        : plan.mode === 'count'
          ? t.count
          : fill(t.change, { price: formatPrice(plan.price, locale), paid: formatPrice(plan.paid, locale) });
    this.promptText = label(this, L.prompt.x, L.prompt.y, promptText, {
      size: this.portrait ? 34 : 32,
      color: COLORS.ink,
      stroke: COLORS.white,
      strokeWidth: 10,
      wrapWidth: L.prompt.w,
    }).setDepth(30);

    // The counter mat.
    const mat = this.add.graphics({ x: L.tray.x, y: L.tray.y }).setDepth(5);
    mat.fillStyle(0x2f8f52, 0.9);
    mat.fillRoundedRect(-L.tray.w / 2, -L.tray.h / 2, L.tray.w, L.tray.h, 18);
    mat.lineStyle(4, 0x1f6b3a, 1);
    mat.strokeRoundedRect(-L.tray.w / 2, -L.tray.h / 2, L.tray.w, L.tray.h, 18);
    this.sumObjects.push(mat);

    if (plan.mode === 'pay' || plan.mode === 'change') {
      // A product with its price tag.
      const product = this.add.container(L.product.x, L.product.y).setDepth(6);
      const img = paintedImage(this, 0, 0, `bs-${productFor(this.served)}`);
      const tag = this.add.graphics();
      tag.fillStyle(COLORS.white, 1);
      tag.fillRoundedRect(20, 12, 120, 50, 10);
      tag.lineStyle(3, COLORS.red, 1);
      tag.strokeRoundedRect(20, 12, 120, 50, 10);
      const price = label(this, 80, 37, formatPrice(plan.price, locale), { size: 24, color: COLORS.redDark });
      product.add([img, tag, price]);
      this.product = product;
      if (!this.reduced) {
        product.setX(-150);
        this.tweens.add({ targets: product, x: L.product.x, duration: 350, ease: 'Back.easeOut' });
      }
    }

    if (plan.mode === 'pay') {
      this.lcd?.setText(formatPrice(plan.price, locale));
      this.totalText = label(this, L.tray.x, L.tray.y - L.tray.h / 2 - 22, '', {
        size: 26,
        color: COLORS.white,
        stroke: 0x1f6b3a,
        strokeWidth: 6,
      }).setDepth(7);
      this.money = new MoneyInput(this, {
        wallet: walletForPrice(sum, plan.price),
        walletArea: L.wallet,
        trayArea: L.tray,
        minTarget: this.minTarget,
        reducedMotion: this.reduced,
        onCoin: () => this.sfx.play('coin'),
        onChange: (total) => this.onTrayChange(total),
      });
      this.payButton = new Button(this, L.pay.x, L.pay.y, {
        width: 240,
        height: Math.max(88, this.minTarget),
        text: this.texts.pay,
        color: COLORS.green,
        shade: COLORS.greenDark,
        textColor: COLORS.white,
        click: () => this.sfx.play('click'),
        onPress: () => this.pay(),
      }).setDepth(30);
      this.onTrayChange(0);
    } else {
      // Money lies on the mat: the coins to count, or the coin or note the child paid with.
      const pieces = plan.mode === 'count' ? plan.pieces : [plan.paid];
      const step = Math.min(120, (L.tray.w - 40) / Math.max(1, pieces.length));
      pieces.forEach((cents, i) => {
        const x = L.tray.x - ((pieces.length - 1) * step) / 2 + i * step;
        this.sumObjects.push(moneyImage(this, x, L.tray.y, cents, Math.min(1, step / 130)).setDepth(8));
      });
      this.lcd?.setText('€ ?');
      this.pad = new NumberPad(this, {
        x: L.pad.x,
        y: L.pad.y,
        width: L.pad.w,
        height: L.pad.h,
        money: true,
        maxDigits: 3,
        okText: this.texts.ok,
        click: () => this.sfx.play('click'),
        onChange: (text) =>
          this.lcd?.setText(text === '' ? '€ ?' : `€ ${locale === 'en' ? text.replace(',', '.') : text}`),
        onSubmit: (cents) =>
          this.submitAnswer({ kind: 'number', value: cents }, { x: L.till.x, y: L.till.y - 60 }),
      });
      this.pad.root.setDepth(30);
    }
  }

  private onTrayChange(total: number): void {
    const plan = this.plan;
    if (!plan || plan.mode !== 'pay' || !this.totalText) return;
    const status = trayStatus(total, plan.price);
    this.totalText.setText(
      fill(this.texts.game.total, { total: formatPrice(total, this.launch.settings.locale) }),
    );
    this.payButton?.setEnabled(status !== 'empty');
  }

  private pay(): void {
    if (!this.money || this.phase !== 'question' || this.money.tray.pieces.length === 0) return;
    this.submitAnswer(this.money.tray.answer(), { x: this.L.tray.x, y: this.L.tray.y });
  }

  protected override onKey(event: KeyboardEvent): void {
    if (this.pad) this.pad.pressKeyboard(event.key);
    else if (event.key === 'Enter') this.payButton?.press();
  }

  protected override onRight(_answer: GameAnswer, _sum: Sum): void {
    this.served++;
    this.money?.setEnabled(false);
    this.pad?.setEnabled(false);
    this.payButton?.setEnabled(false);
    this.sfx.play('clunk');
    this.lcd?.setColor(css(0x7dffb0));
    const product = this.product;
    if (product && !this.reduced) {
      this.tweens.add({
        targets: product,
        y: product.y - 60,
        duration: 220,
        yoyo: true,
        ease: 'Quad.easeOut',
      });
      this.tweens.add({ targets: product, x: this.W + 200, delay: 450, duration: 500, ease: 'Quad.easeIn' });
    }
  }

  protected onWrong(answer: GameAnswer, sum: Sum): void {
    this.money?.setEnabled(false);
    this.pad?.setEnabled(false);
    this.payButton?.setEnabled(false);
    const L = this.L;
    const locale = this.launch.settings.locale;
    if (this.plan?.mode === 'pay' && sum.answer.kind === 'money') {
      const pieces = sum.answer.pieces;
      const given = answer.given?.kind === 'money' ? answer.given.pieces.reduce((a, b) => a + b, 0) : 0;
      this.totalText
        ?.setText(`${formatPrice(given, locale)} → ${formatPrice(this.plan.price, locale)}`)
        .setColor(css(COLORS.yellow));
      if (this.totalText) shake(this, this.totalText, this.reduced);
      this.after(700, () => {
        this.money?.clear();
        this.totalText
          ?.setText(formatPrice(this.plan?.mode === 'pay' ? this.plan.price : 0, locale))
          .setColor(css(COLORS.white));
        const step = Math.min(120, (L.tray.w - 40) / Math.max(1, pieces.length));
        pieces.forEach((cents, i) => {
          const x = L.tray.x - ((pieces.length - 1) * step) / 2 + i * step;
          const img = moneyImage(this, x, L.tray.y, cents, Math.min(1, step / 130)).setDepth(9);
          this.sumObjects.push(img);
        });
        const ring = this.add.graphics({ x: L.tray.x, y: L.tray.y }).setDepth(9);
        ring.lineStyle(8, COLORS.yellow, 1);
        ring.strokeRoundedRect(-L.tray.w / 2 + 6, -L.tray.h / 2 + 6, L.tray.w - 12, L.tray.h - 12, 14);
        this.sumObjects.push(ring);
      });
    } else {
      if (this.lcd) shake(this, this.lcd, this.reduced);
      this.after(600, () => this.lcd?.setText(this.answerText(sum)).setColor(css(COLORS.yellow)));
    }
  }

  protected clearSum(): void {
    this.money?.destroy();
    this.money = null;
    this.pad?.destroy();
    this.pad = null;
    this.payButton?.destroy();
    this.payButton = null;
    this.totalText?.destroy();
    this.totalText = null;
    this.promptText?.destroy();
    this.promptText = null;
    this.product?.destroy();
    this.product = null;
    this.sumObjects.forEach((o) => o.destroy());
    this.sumObjects = [];
    this.lcd?.setText('').setColor(css(0x7dffb0));
    this.plan = null;
  }

  protected driveAnswer(value: AnswerValue): boolean {
    if (value.kind === 'money' && this.money && this.payButton) {
      this.money.clear();
      for (const piece of value.pieces) this.money.add(piece);
      this.payButton.press();
      return this.phase !== 'question';
    }
    if (value.kind === 'number' && this.pad) return this.pad.typeAndSubmit(value.value);
    return false;
  }
}
