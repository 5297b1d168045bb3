import type { ReactNode } from 'react';
import { Art, type ArtProps } from './Art';
import { Blob, Coin } from './Blob';

/** A browser window around a mock screen of the product. */
function BrowserFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <rect width="800" height="500" rx="18" className="art-frame" />
      <circle cx="26" cy="22" r="6" fill="#ff6b5b" />
      <circle cx="46" cy="22" r="6" fill="#ffd23f" />
      <circle cx="66" cy="22" r="6" fill="#2bb673" />
      <rect x="96" y="12" width="420" height="20" rx="10" className="art-bar" />
      <g transform="translate(10 44)">
        <rect width="780" height="446" rx="10" className="art-bg-2" />
        {children}
      </g>
    </>
  );
}

/** The student's map: islands as tasks, the coins earned and today's task list. */
export function ScreenMap({ tasks, ...props }: ArtProps & { tasks: string[] }) {
  const islands: [number, number, number, string][] = [
    [110, 330, 70, '1'],
    [260, 200, 60, '2'],
    [420, 320, 64, '3'],
    [470, 130, 48, '4'],
  ];
  return (
    <Art viewBox="0 0 800 500" {...props}>
      <BrowserFrame>
        <rect width="560" height="446" rx="10" className="art-sea" />
        <path d="M40 80q25-12 50 0t50 0M300 420q25-12 50 0t50 0" className="art-wave" />
        <path
          d="M110 320Q170 200 260 196T420 310M420 310Q500 220 470 130"
          className="art-path"
          strokeDasharray="3 12"
        />
        {islands.map(([x, y, r, n], i) => (
          <g key={n}>
            <ellipse cx={x} cy={y + 10} rx={r + 10} ry={r * 0.55 + 8} className="art-sand" />
            <ellipse cx={x} cy={y} rx={r} ry={r * 0.55} className="art-land" />
            <circle cx={x + r * 0.5} cy={y - r * 0.35} r="18" className={i < 2 ? 'art-done' : 'art-card'} />
            <text
              x={x + r * 0.5}
              y={y - r * 0.35 + 6}
              className="art-label art-label--center"
              textAnchor="middle"
            >
              {i < 2 ? '✓' : n}
            </text>
          </g>
        ))}
        <Blob x={196} y={146} size={60} colour="green" cheer />
        <g transform="translate(20 20)">
          <rect width="120" height="40" rx="20" className="art-card" />
          <Coin x={22} y={20} r={13} />
          <text x="44" y="27" className="art-label">
            125
          </text>
        </g>
        <g transform="translate(576 16)">
          <rect width="188" height="414" rx="14" className="art-card" />
          {tasks.map((task, i) => (
            <g key={task} transform={`translate(14 ${24 + i * 64})`}>
              <rect width="160" height="52" rx="10" className={i < 2 ? 'art-done-soft' : 'art-slot'} />
              <text x="14" y="32" className="art-label art-label--small">
                {`${i < 2 ? '✓ ' : ''}${task}`}
              </text>
            </g>
          ))}
        </g>
      </BrowserFrame>
    </Art>
  );
}

/** The bubble game: a sum at the top, answers in rising bubbles. */
export function ScreenBubbles(props: ArtProps) {
  const answers: [number, number, number, string][] = [
    [150, 300, 56, '36'],
    [310, 220, 60, '42'],
    [480, 330, 54, '48'],
    [620, 200, 58, '49'],
    [230, 140, 46, '40'],
  ];
  return (
    <Art viewBox="0 0 800 500" {...props}>
      <BrowserFrame>
        <rect width="780" height="446" rx="10" className="art-bg" />
        <g transform="translate(290 16)">
          <rect width="200" height="56" rx="28" className="art-card" />
          <text x="100" y="38" className="art-label art-label--big" textAnchor="middle">
            6 × 7 = ?
          </text>
        </g>
        {answers.map(([x, y, r, n]) => (
          <g key={n}>
            <circle cx={x} cy={y} r={r} className="art-bubble" />
            <ellipse cx={x - r / 3} cy={y - r / 2.4} rx={r / 4} ry={r / 7} fill="#fff" opacity=".8" />
            <text x={x} y={y + 10} className="art-label art-label--big" textAnchor="middle">
              {n}
            </text>
          </g>
        ))}
        <Blob x={40} y={340} size={90} colour="blue" mood="wow" />
        <g transform="translate(640 20)">
          <rect width="120" height="40" rx="20" className="art-card" />
          <Coin x={22} y={20} r={13} />
          <text x="44" y="27" className="art-label">
            128
          </text>
        </g>
        {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => (
          <circle key={i} cx={300 + i * 20} cy={420} r="6" className={i < 6 ? 'art-done' : 'art-slot'} />
        ))}
      </BrowserFrame>
    </Art>
  );
}

const ROWS: [string, string][] = [
  ['Noor', 'ggggg'],
  ['Sem', 'ggoor'],
  ['Lotte', 'gggog'],
  ['Daan', 'gorrn'],
  ['Yara', 'ggggo'],
  ['Milan', 'gogon'],
  ['Fenna', 'ggggg'],
];

/** The teacher's class overview in colour codes, with a legend. */
export function ScreenOverview({
  title,
  columns,
  legend,
  ...props
}: ArtProps & { title: string; columns: string[]; legend: [string, string, string, string] }) {
  return (
    <Art viewBox="0 0 800 500" {...props}>
      <BrowserFrame>
        <rect width="160" height="446" rx="10" className="art-side" />
        {[0, 1, 2, 3, 4].map((i) => (
          <rect
            key={i}
            x="20"
            y={70 + i * 40}
            width={i === 0 ? 120 : 100}
            height="14"
            rx="7"
            className="art-soft"
          />
        ))}
        <Blob x={20} y={14} size={40} colour="green" />
        <text x="184" y="42" className="art-label art-label--big">
          {title}
        </text>
        {columns.map((c, i) => (
          <text key={c} x={336 + i * 90} y="84" className="art-label art-label--small" textAnchor="middle">
            {c}
          </text>
        ))}
        {ROWS.map(([name, cells], r) => (
          <g key={name} transform={`translate(184 ${100 + r * 40})`}>
            <text y="22" className="art-label">
              {name}
            </text>
            {[...cells].map((c, i) => (
              <rect
                key={i}
                x={112 + i * 90}
                y="2"
                width="80"
                height="28"
                rx="8"
                className={`art-cell-${c}`}
              />
            ))}
          </g>
        ))}
        {legend.map((label, i) => (
          <g key={label} transform={`translate(${184 + (i % 2) * 260} ${382 + Math.floor(i / 2) * 30})`}>
            <rect width="22" height="22" rx="6" className={`art-cell-${'gorn'[i]}`} />
            <text x="30" y="17" className="art-label art-label--small">
              {label}
            </text>
          </g>
        ))}
      </BrowserFrame>
    </Art>
  );
}

/** The automation test's scores over the school year, one bar per test. */
export function ScreenTestScores({ title, ...props }: ArtProps & { title: string }) {
  const scores = [38, 44, 52, 57, 66, 71, 78];
  return (
    <Art viewBox="0 0 800 500" {...props}>
      <BrowserFrame>
        <text x="30" y="44" className="art-label art-label--big">
          {title}
        </text>
        <path d="M60 390h680M60 390V80" className="art-axis" />
        {[25, 50, 75, 100].map((v) => (
          <g key={v}>
            <path d={`M60 ${390 - v * 3}h680`} className="art-grid" />
            <text x="50" y={396 - v * 3} className="art-label art-label--small" textAnchor="end">
              {v}
            </text>
          </g>
        ))}
        {scores.map((s, i) => (
          <g key={i}>
            <rect
              x={100 + i * 92}
              y={390 - s * 3}
              width="56"
              height={s * 3}
              rx="8"
              fill={i === scores.length - 1 ? '#2bb673' : '#3d8bfd'}
            />
            <text x={128 + i * 92} y={380 - s * 3} className="art-label art-label--small" textAnchor="middle">
              {s}
            </text>
            <text x={128 + i * 92} y="420" className="art-label art-label--small" textAnchor="middle">
              {i + 1}
            </text>
          </g>
        ))}
        <Blob x={660} y={20} size={70} colour="orange" cheer />
      </BrowserFrame>
    </Art>
  );
}
