/**
 * The one way a game object takes taps: its hit area is the shape the child sees, centred on the
 * object's position, and it says what it is for the test hook's `targets()`.
 *
 * Phaser tests a pointer against a hit area in coordinates from the object's top-left corner (it adds
 * `displayOriginX/Y` to the local point); a container's display origin is its centre. So a shape
 * centred on (0, 0) must be shifted by half the size, or only its upper-left quarter answers (the bug
 * that hit every container target before this module).
 */
import Phaser from 'phaser';
import type { AnswerValue } from '../../domain/sums/types';

export type TargetRole = 'start' | 'answer' | 'key' | 'button';

/** What a tappable thing is, for the test hook; null while it would not act on a tap. */
export interface TargetInfo {
  role: TargetRole;
  label: string;
  value?: AnswerValue;
  /**
   * Part of the object's hit area that gives this answer, in units centred on the object (a mark on a
   * number line the child taps); absent: the whole hit area.
   */
  part?: Box;
}

/** What an object is for the test hook: one thing, several parts of it, or nothing while it would not act. */
export type TargetDescriber = () => TargetInfo | readonly TargetInfo[] | null;

/** A centred shape in the object's own units: a rectangle, or an ellipse inside that rectangle. */
export interface TapShape {
  width: number;
  height: number;
  round?: boolean;
}

const DESCRIBE = 'tapTarget';

/**
 * Makes a container take taps inside `shape` (centred on its origin). The container's size becomes the
 * shape's, so `displayOrigin` is the shape's centre and the hit area lines up with what is drawn.
 */
export function makeTappable(
  container: Phaser.GameObjects.Container,
  shape: TapShape,
  describe: TargetDescriber,
  options: { draggable?: boolean } = {},
): void {
  const { width: w, height: h } = shape;
  container.setSize(w, h);
  container.setInteractive({
    hitArea: shape.round
      ? new Phaser.Geom.Ellipse(w / 2, h / 2, w, h)
      : new Phaser.Geom.Rectangle(0, 0, w, h),
    hitAreaCallback: shape.round ? Phaser.Geom.Ellipse.Contains : Phaser.Geom.Rectangle.Contains,
    useHandCursor: true,
    ...(options.draggable ? { draggable: true } : {}),
  });
  describeTarget(container, describe);
}

/**
 * Says what an object that takes taps with Phaser's default hit area (a zone, an image: their whole
 * frame, which Phaser places right) is for the test hook.
 */
export function describeTarget(object: Phaser.GameObjects.GameObject, describe: TargetDescriber): void {
  object.setData(DESCRIBE, describe);
}

/** A box in some coordinate space. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FoundTarget extends Omit<TargetInfo, 'part'> {
  /** The hit area's box in world units. */
  world: Box;
}

/** Whether the object and every container above it are shown. */
function shown(object: Phaser.GameObjects.GameObject): boolean {
  for (let o: Phaser.GameObjects.GameObject | null = object; o; o = o.parentContainer) {
    const v = o as Phaser.GameObjects.GameObject & { visible?: boolean; alpha?: number };
    if (v.visible === false || v.alpha === 0) return false;
  }
  return true;
}

/** The hit area's box in the object's centred local units. */
function localHitBox(object: Phaser.GameObjects.GameObject): Box | null {
  const input = object.input;
  if (!input?.hitArea) return null;
  const area = input.hitArea as Phaser.Geom.Rectangle | Phaser.Geom.Ellipse | Phaser.Geom.Circle;
  const o = object as Phaser.GameObjects.GameObject & { displayOriginX: number; displayOriginY: number };
  let left: number, top: number, width: number, height: number;
  if (area instanceof Phaser.Geom.Rectangle) {
    [left, top, width, height] = [area.x, area.y, area.width, area.height];
  } else if (area instanceof Phaser.Geom.Ellipse) {
    [left, top, width, height] = [area.x - area.width / 2, area.y - area.height / 2, area.width, area.height];
  } else if (area instanceof Phaser.Geom.Circle) {
    [left, top, width, height] = [area.x - area.radius, area.y - area.radius, area.diameter, area.diameter];
  } else return null;
  return { x: left - o.displayOriginX, y: top - o.displayOriginY, width, height };
}

/** The world box of a local box through the object's transform (no rotation of targets assumed). */
function toWorld(object: Phaser.GameObjects.GameObject, box: Box): Box {
  const m = (object as unknown as Phaser.GameObjects.Components.Transform).getWorldTransformMatrix();
  const a = m.transformPoint(box.x, box.y);
  const b = m.transformPoint(box.x + box.width, box.y + box.height);
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
}

/**
 * Every described object under `root` that takes taps now (input enabled, shown, describer not null),
 * with its hit area in world units.
 */
export function findTargets(root: readonly Phaser.GameObjects.GameObject[]): FoundTarget[] {
  const found: FoundTarget[] = [];
  const visit = (object: Phaser.GameObjects.GameObject): void => {
    const describe = object.data?.get(DESCRIBE) as TargetDescriber | undefined;
    if (describe && object.input?.enabled && shown(object)) {
      const described = describe();
      const infos: readonly TargetInfo[] =
        described === null ? [] : 'role' in described ? [described] : described;
      const local = infos.length > 0 ? localHitBox(object) : null;
      if (local)
        for (const { part, ...info } of infos) {
          const world = toWorld(object, part ?? local);
          // Scaled to nothing (waiting to grow in): Phaser takes no tap on it, nor can a child.
          if (world.width >= 1 && world.height >= 1) found.push({ ...info, world });
        }
    }
    if (object instanceof Phaser.GameObjects.Container) object.list.forEach(visit);
  };
  root.forEach(visit);
  return found;
}
