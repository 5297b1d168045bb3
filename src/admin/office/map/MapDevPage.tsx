import {
  Badge,
  Button,
  Field,
  makeStyles,
  Select,
  shorthands,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { MAP_ROUTE_MAX, MAP_ROUTE_MIN, stopPoints } from '../../../domain/content/map';
import type { MapArtShape, MapPoint } from '../../../domain/content/map';
import type { MapRecord } from '../../../domain/contracts/content';
import { TallArt, WideArt } from '../../../shell/lib/ui/map-art/MapArt';
import { AdminPage } from '../../shared/AdminPage';
import { QueryState } from '../../shared/QueryState';
import { ErrorState, Notice } from '../../shared/States';
import { ContentBar } from '../shared/content/ContentBar';
import { useMap, useMapScreen, useSaveMap } from './api';

type Routes = Record<MapArtShape, MapPoint[]>;

const ASPECT: Record<MapArtShape, string> = { wide: '5 / 3', tall: '1 / 2' };

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '24px',
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  column: { minWidth: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  canvas: {
    position: 'relative',
    width: '100%',
    ...shorthands.borderRadius(tokens.borderRadiusXLarge),
    overflow: 'hidden',
    touchAction: 'none',
    boxShadow: tokens.shadow8,
  },
  tallCanvas: { maxWidth: '380px', marginInline: 'auto' },
  handle: {
    position: 'absolute',
    transform: 'translate(-50%, -50%)',
    width: '36px',
    height: '36px',
    minWidth: '36px',
    ...shorthands.padding(0),
    ...shorthands.borderRadius('50%'),
    ...shorthands.border('3px', 'solid', '#ffffff'),
    backgroundColor: '#5a3b1f',
    color: '#ffffff',
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase300,
    cursor: 'grab',
    touchAction: 'none',
    boxShadow: '0 2px 4px rgb(0 0 0 / 40%)',
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: '3px', outlineColor: '#ffd23f', outlineOffset: '2px' },
  },
  handleSelected: { backgroundColor: '#c2410c', width: '44px', height: '44px', minWidth: '44px' },
  stopDot: {
    position: 'absolute',
    width: '14px',
    height: '14px',
    transform: 'translate(-50%, -50%)',
    ...shorthands.borderRadius('50%'),
    backgroundColor: '#ffd23f',
    ...shorthands.border('2px', 'solid', '#1b2a3a'),
    pointerEvents: 'none',
  },
  tools: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  hint: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, margin: 0 },
  previews: { display: 'flex', flexWrap: 'wrap', gap: '16px', alignItems: 'flex-start' },
  previewItem: { minWidth: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
  phoneItem: { width: '180px' },
  boardItem: { flexGrow: 1, flexBasis: '260px', maxWidth: '100%' },
  caption: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200 },
  frameBox: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    ...shorthands.borderRadius(tokens.borderRadiusLarge),
    ...shorthands.border('4px', 'solid', '#1b2a3a'),
    backgroundColor: '#eaf6ff',
    containerType: 'inline-size',
  },
  stopsField: { maxWidth: '220px' },
});

const round = (v: number) => Math.round(Math.min(100, Math.max(0, v)) * 10) / 10;
const same = (a: readonly MapPoint[], b: readonly MapPoint[]) => JSON.stringify(a) === JSON.stringify(b);

/** o-landkaartdev: the map's route, dragged or moved by key on the art the child sees, previewed at a phone's and a whiteboard's size. */
export function MapDevPage() {
  const { t } = useMapScreen();
  const map = useMap();
  // Here, not in the editor: a saved route comes back as a new record, which starts the editor anew.
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AdminPage title={t('map.title')} intro={t('map.intro')}>
      <ContentBar />
      <Notice>{notice}</Notice>
      <QueryState query={map}>
        {(record) => (
          <MapEditor key={JSON.stringify([record.wide, record.tall])} record={record} onNotice={setNotice} />
        )}
      </QueryState>
    </AdminPage>
  );
}

function MapEditor({ record, onNotice }: { record: MapRecord; onNotice: (text: string | null) => void }) {
  const { t } = useMapScreen();
  const styles = useStyles();
  const save = useSaveMap();
  const [art, setArt] = useState<MapArtShape>('wide');
  const [routes, setRoutes] = useState<Routes>({ wide: record.wide, tall: record.tall });
  const [selected, setSelected] = useState(0);
  const [stops, setStops] = useState(6);
  const canvas = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);
  const handles = useRef<(HTMLButtonElement | null)[]>([]);

  const route = routes[art];
  const changed = !same(routes.wide, record.wide) || !same(routes.tall, record.tall);
  const at = Math.min(selected, route.length - 1);

  const setRoute = (next: MapPoint[]) => {
    onNotice(null);
    setRoutes((r) => ({ ...r, [art]: next }));
  };
  const movePoint = (i: number, p: MapPoint) =>
    setRoute(route.map((q, j) => (j === i ? { x: round(p.x), y: round(p.y) } : q)));

  /** The pointer's place on the art, in %. */
  const pointAt = (e: PointerEvent) => {
    const box = canvas.current!.getBoundingClientRect();
    return { x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 };
  };
  const onPointerDown = (i: number) => (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
    dragging.current = i;
    setSelected(i);
  };
  const onPointerMove = (i: number) => (e: PointerEvent<HTMLButtonElement>) => {
    if (dragging.current === i) movePoint(i, pointAt(e));
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    dragging.current = null;
  };
  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.shiftKey ? 5 : 1;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const d = delta[e.key];
    if (!d) return;
    e.preventDefault();
    setSelected(i);
    movePoint(i, { x: route[i]!.x + d[0], y: route[i]!.y + d[1] });
  };

  // A point added or removed: the picked handle keeps the focus.
  const [focusNext, setFocusNext] = useState<number | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    handles.current[focusNext]?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const add = () => {
    // Halfway between the picked point and the next (or, after the last, the one before it).
    const [a, b] = at < route.length - 1 ? [at, at + 1] : [at - 1, at];
    const mid = { x: round((route[a]!.x + route[b]!.x) / 2), y: round((route[a]!.y + route[b]!.y) / 2) };
    setRoute([...route.slice(0, b), mid, ...route.slice(b)]);
    setSelected(b);
    setFocusNext(b);
  };
  const remove = () => {
    setRoute(route.filter((_, i) => i !== at));
    const next = Math.max(0, at - 1);
    setSelected(next);
    setFocusNext(next);
  };

  // The promise, not mutate's onSuccess: the saved record starts this editor anew, and an unmounted
  // caller's onSuccess is not called.
  const onSave = () =>
    save.mutateAsync(routes).then(
      (saved) => onNotice(t(saved.draft ? 'map.saved' : 'map.savedAsPublished')),
      () => undefined, // shown by save.isError
    );

  const stopsShown = stopPoints(stops, route);
  const editorLabel = t('map.editor', { art: t(`map.arts.${art}`) });

  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <div className={styles.tools}>
          <TabList
            aria-label={t('map.artsLabel')}
            selectedValue={art}
            onTabSelect={(_, data) => {
              setArt(data.value as MapArtShape);
              setSelected(0);
            }}
          >
            <Tab value="wide">{t('map.arts.wide')}</Tab>
            <Tab value="tall">{t('map.arts.tall')}</Tab>
          </TabList>
          {record.draft ? (
            <Badge appearance="filled" color="warning">
              {t('map.status.draft')}
            </Badge>
          ) : (
            <Badge appearance="tint" color="success">
              {t('map.status.published')}
            </Badge>
          )}
          {changed && (
            <Badge appearance="outline" color="important">
              {t('map.unsaved')}
            </Badge>
          )}
        </div>
        <div
          ref={canvas}
          role="group"
          aria-label={editorLabel}
          data-testid={`map-editor-${art}`}
          className={`landkaart-frame ${styles.canvas} ${art === 'tall' ? styles.tallCanvas : ''}`}
          style={{ aspectRatio: ASPECT[art] }}
        >
          {art === 'wide' ? <WideArt points={route} /> : <TallArt points={route} route={route} />}
          {stopsShown.map((p, i) => (
            <span
              key={`stop-${i}`}
              className={styles.stopDot}
              style={{ left: `${p.x}%`, top: `${p.y}%` }}
              aria-hidden="true"
            />
          ))}
          {route.map((p, i) => (
            <button
              key={i}
              ref={(el) => {
                handles.current[i] = el;
              }}
              type="button"
              className={`${styles.handle} ${i === at ? styles.handleSelected : ''}`}
              style={{ left: `${p.x}%`, top: `${p.y}%` }}
              data-testid={`map-point-${i}`}
              aria-label={t('map.point', { n: i + 1, count: route.length, x: p.x, y: p.y })}
              aria-pressed={i === at}
              onPointerDown={onPointerDown(i)}
              onPointerMove={onPointerMove(i)}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onKeyDown={onKeyDown(i)}
              onClick={() => setSelected(i)}
            >
              {i + 1}
            </button>
          ))}
        </div>
        <p className={styles.hint} role="status">
          {t('map.selected', { n: at + 1, count: route.length })} ({route[at]!.x} %, {route[at]!.y} %) ·{' '}
          {t('map.limits', { min: MAP_ROUTE_MIN, max: MAP_ROUTE_MAX })}
        </p>
        <div className={styles.tools}>
          <Button onClick={add} disabled={route.length >= MAP_ROUTE_MAX}>
            {t('map.add')}
          </Button>
          <Button onClick={remove} disabled={route.length <= MAP_ROUTE_MIN}>
            {t('map.remove')}
          </Button>
          <Button appearance="primary" onClick={onSave} disabled={!changed || save.isPending}>
            {t('map.save')}
          </Button>
          <Button
            appearance="subtle"
            disabled={!changed}
            onClick={() => {
              save.reset();
              setRoutes({ wide: record.wide, tall: record.tall });
            }}
          >
            {t('map.reset')}
          </Button>
        </div>
        {save.isError && <ErrorState error={save.error} />}
      </div>
      <section className={styles.column} aria-labelledby="map-preview-title">
        <h2 id="map-preview-title" style={{ margin: 0, fontSize: tokens.fontSizeBase500 }}>
          {t('map.preview.title')}
        </h2>
        <Field label={t('map.preview.stops')} className={styles.stopsField}>
          <Select value={String(stops)} onChange={(_, data) => setStops(Number(data.value))}>
            {Array.from({ length: 11 }, (_, i) => i + 2).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.previews}>
          <div className={`${styles.previewItem} ${styles.phoneItem}`}>
            <span className={styles.caption}>{t('map.preview.phone')}</span>
            <ChildMapFrame size="phone" route={routes.tall} stops={stops} />
          </div>
          <div className={`${styles.previewItem} ${styles.boardItem}`}>
            <span className={styles.caption}>{t('map.preview.whiteboard')}</span>
            <ChildMapFrame size="whiteboard" route={routes.wide} stops={stops} />
          </div>
        </div>
      </section>
    </div>
  );
}

const FRAMES = {
  phone: { w: 390, h: 844, art: 'tall' },
  whiteboard: { w: 1920, h: 1080, art: 'wide' },
} as const;

/**
 * The child's map as a screen of `size` shows it, drawn in that screen's proportions and scaled to the page: the
 * top row, the map that fits (the tall one on a phone) and the stops spread along the route, sized
 * as the child's page sizes them on that screen (in the frame's container units).
 */
function ChildMapFrame({ size, route, stops }: { size: keyof typeof FRAMES; route: readonly MapPoint[]; stops: number }) {
  const { t } = useMapScreen();
  const styles = useStyles();
  const frame = FRAMES[size];
  // The screen's pixels in the frame's width (a container): the whole screen scales with the page.
  const px = (v: number) => `${((v / frame.w) * 100).toFixed(3)}cqw`;
  const points = stopPoints(stops, route);
  // The child's page: 16 px round the page, a top row of some 64 px; the map as wide as fits.
  const pad = 16;
  const top = 64;
  const mapW =
    frame.art === 'tall' ? frame.w - 2 * pad : Math.min(frame.w - 2 * pad, ((frame.h - top - 3 * pad - 72) * 5) / 3);
  const mapH = frame.art === 'tall' ? mapW * 2 : (mapW * 3) / 5;
  // The stop buttons' clamp(64px, 8vw, 110px), the current one's clamp(80px, 10vw, 140px), at this screen's width.
  const button = Math.min(110, Math.max(64, frame.w * 0.08));
  const current = Math.min(140, Math.max(80, frame.w * 0.1));
  const label = t('map.preview.frame', { size: t(`map.preview.${size}`), count: stops });
  return (
    <div
      className={styles.frameBox}
      style={{ aspectRatio: `${frame.w} / ${frame.h}` }}
      role="img"
      aria-label={label}
      data-testid={`map-preview-${size}`}
    >
      <div
        aria-hidden="true"
        className="landkaart-frame"
        style={{ position: 'absolute', inset: 0, padding: px(pad), boxSizing: 'border-box' }}
      >
        <div
          style={{
            height: px(top),
            display: 'flex',
            alignItems: 'center',
            gap: px(16),
            fontWeight: 800,
            fontSize: px(28),
            color: '#1b2a3a',
          }}
        >
          {t('map.preview.hello')} <span style={{ marginInlineStart: 'auto' }}>{t('map.title')}</span>
        </div>
        <div
          style={{
            position: 'relative',
            width: px(mapW),
            height: px(mapH),
            margin: '0 auto',
            borderRadius: px(24),
            overflow: 'hidden',
            boxShadow: `0 ${px(6)} 0 rgb(0 0 0 / 15%)`,
          }}
        >
          {frame.art === 'wide' ? <WideArt points={points} /> : <TallArt points={points} route={route} />}
          {points.map((p, i) => {
            const d = i === 0 ? current : button;
            const style: CSSProperties = {
              position: 'absolute',
              left: `${p.x}%`,
              top: `${p.y}%`,
              width: px(d),
              height: px(d),
              transform: 'translate(-50%, -50%)',
              borderRadius: '50%',
              border: `${px(5)} solid #ffffff`,
              boxSizing: 'border-box',
              background: i === 0 ? '#ffd23f' : '#c9d3dd',
              boxShadow: `0 ${px(6)} 0 rgb(0 0 0 / 25%)`,
              display: 'grid',
              placeItems: 'center',
              fontSize: px(d / 2.6),
              fontWeight: 900,
              color: '#1b2a3a',
            };
            return (
              <span key={i} style={style} data-stop={i}>
                {i + 1}
              </span>
            );
          })}
        </div>
      </div>
    </div>
  );
}
