import { Art, type ArtProps } from './Art';
import { Blob, Coin, type BlobColour } from './Blob';

/** Islands on a sea, linked by a dotted path: the children's landkaart. */
export function IslandMap(props: ArtProps) {
  const islands: [number, number, number, BlobColour][] = [
    [80, 210, 52, 'green'],
    [190, 120, 46, 'orange'],
    [300, 200, 50, 'pink'],
    [320, 70, 38, 'purple'],
  ];
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-sea" />
      <path d="M30 60q20-10 40 0t40 0M250 270q20-10 40 0t40 0M150 250q15-8 30 0" className="art-wave" />
      {islands.map(([x, y, r], i) => (
        <g key={i}>
          <ellipse cx={x} cy={y + 8} rx={r + 8} ry={r * 0.55 + 6} className="art-sand" />
          <ellipse cx={x} cy={y} rx={r} ry={r * 0.55} className="art-land" />
          <ellipse cx={x - r / 3} cy={y - 6} rx={r / 3} ry={r / 6} className="art-land-2" />
        </g>
      ))}
      <path
        d="M80 200Q120 130 190 118T300 196M300 196Q340 130 320 70"
        className="art-path"
        strokeDasharray="2 10"
      />
      <g>
        <path d="M190 120V78" className="art-ink-stroke" />
        <path d="M190 78l26 9-26 9z" fill="#ff6b5b" />
      </g>
      <Coin x={300} y={176} r={11} />
      <Coin x={322} y={52} r={9} />
      <Blob x={52} y={158} size={56} colour="green" cheer />
      <Blob x={150} y={92} size={36} colour="orange" mood="wink" />
      <Blob x={275} y={178} size={40} colour="pink" mood="wow" />
      <g className="art-star">
        <path d="M350 240l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" />
        <path d="M40 110l3 6 7 1-5 4 1 7-6-4-6 4 1-7-5-4 7-1z" />
      </g>
    </Art>
  );
}

const BUBBLES: [number, number, number, string][] = [
  [90, 90, 44, '6 × 7'],
  [215, 70, 38, '12 : 3'],
  [320, 120, 42, '9 + 8'],
  [150, 185, 40, '15 − 7'],
  [280, 220, 34, '4 × 5'],
];

/** Soap bubbles with sums, as in the bubble-popping game. */
export function BubbleGame(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      {BUBBLES.map(([x, y, r, sum]) => (
        <g key={sum}>
          <circle cx={x} cy={y} r={r} className="art-bubble" />
          <ellipse cx={x - r / 3} cy={y - r / 2.4} rx={r / 4} ry={r / 7} fill="#fff" opacity=".8" />
          <text x={x} y={y + 6} className="art-sum" textAnchor="middle">
            {sum}
          </text>
        </g>
      ))}
      <path d="M70 282q5-20 20-26" className="art-ink-stroke" />
      <Blob x={28} y={222} size={64} colour="blue" mood="wow" />
      <g transform="translate(150 185)" opacity=".9">
        <path d="M-52-8l-10-6M-52 8l-12 4M-40 28l-4 12" className="art-pop" />
      </g>
    </Art>
  );
}

/** An interactive whiteboard in class with sums and a blob pointing at them. */
export function Whiteboard(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      <rect x="60" y="30" width="280" height="180" rx="10" className="art-frame" />
      <rect x="70" y="40" width="260" height="160" rx="6" className="art-board" />
      <path d="M200 210v50M170 270h60" className="art-frame-stroke" />
      <text x="95" y="95" className="art-sum art-sum--big">
        7 + 5 = 12
      </text>
      <text x="95" y="150" className="art-sum art-sum--big">
        8 × 3 = 24
      </text>
      <path d="M270 82l8 8 16-18M270 138l8 8 16-18" className="art-check" />
      <Blob x={292} y={196} size={76} colour="purple" cheer />
      <Blob x={20} y={214} size={56} colour="yellow" mood="wink" />
    </Art>
  );
}

/** A rising bar chart with a trend line: progress over weeks. */
export function ProgressChart(props: ArtProps) {
  const bars = [60, 85, 80, 115, 140, 170];
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      <rect x="40" y="30" width="320" height="240" rx="16" className="art-card" />
      <path d="M80 230h250M80 230V60" className="art-axis" />
      {bars.map((h, i) => (
        <rect
          key={i}
          x={95 + i * 38}
          y={230 - h}
          width="24"
          height={h}
          rx="6"
          fill={i === bars.length - 1 ? '#2bb673' : '#3d8bfd'}
        />
      ))}
      <path d="M107 165L145 140L183 148L221 110L259 85L297 55" className="art-trend" />
      <Blob x={280} y={6} size={50} colour="green" cheer />
    </Art>
  );
}

const OVERVIEW_CELLS = ['ggogr', 'gggog', 'gorgg', 'ggggo', 'ogrog', 'ggggg'];

/** A class overview in colour codes: a row per child, a column per domain. */
export function ClassGrid(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      <rect x="30" y="24" width="340" height="252" rx="16" className="art-card" />
      {OVERVIEW_CELLS.map((row, r) => (
        <g key={r} transform={`translate(54 ${48 + r * 36})`}>
          <circle
            cx="12"
            cy="12"
            r="12"
            fill={['#2bb673', '#f2a007', '#ef5da8', '#3d8bfd', '#8e6cf0', '#ff6b5b'][r]}
          />
          <rect x="32" y="6" width="50" height="12" rx="6" className="art-soft" />
          {[...row].map((c, i) => (
            <rect key={i} x={100 + i * 44} y="0" width="36" height="24" rx="6" className={`art-cell-${c}`} />
          ))}
        </g>
      ))}
    </Art>
  );
}

/** A savings card with collected blobs and empty spots still to fill. */
export function SavingsCard(props: ArtProps) {
  const colours: (BlobColour | null)[] = ['green', 'orange', 'pink', 'blue', 'purple', null, 'yellow', null];
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      <rect x="40" y="40" width="320" height="200" rx="18" className="art-card" />
      {colours.map((c, i) => {
        const x = 62 + (i % 4) * 74;
        const y = 58 + Math.floor(i / 4) * 88;
        return (
          <g key={i}>
            <rect x={x} y={y} width="62" height="74" rx="12" className="art-slot" />
            {c ? (
              <Blob x={x + 7} y={y + 12} size={48} colour={c} mood={i % 3 === 1 ? 'wink' : 'happy'} />
            ) : (
              <text x={x + 31} y={y + 48} className="art-sum art-muted" textAnchor="middle">
                ?
              </text>
            )}
          </g>
        );
      })}
      <Coin x={90} y={262} r={14} />
      <Coin x={122} y={266} r={12} />
      <Coin x={150} y={262} r={14} />
      <Blob x={300} y={212} size={70} colour="coral" cheer />
    </Art>
  );
}

/** A clipboard with ticked tasks: a custom task set by the teacher. */
export function TaskBoard(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      <rect x="110" y="30" width="180" height="240" rx="16" className="art-frame" />
      <rect x="122" y="50" width="156" height="208" rx="8" className="art-card" />
      <rect x="170" y="20" width="60" height="24" rx="8" className="art-frame" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(138 ${74 + i * 46})`}>
          <rect width="26" height="26" rx="6" className="art-slot" />
          {i < 2 && <path d="M5 13l6 6 11-13" className="art-check" />}
          <rect x="38" y="4" width={i % 2 ? 70 : 90} height="8" rx="4" className="art-soft" />
          <rect x="38" y="16" width="50" height="6" rx="3" className="art-soft" />
        </g>
      ))}
      <Blob x={20} y={170} size={90} colour="orange" mood="wink" />
      <Blob x={300} y={196} size={70} colour="blue" />
      <path d="M318 120q20-30 50-20" className="art-path" strokeDasharray="2 8" />
      <Coin x={360} y={96} r={12} />
    </Art>
  );
}

/** Steps of rising difficulty with a target around three out of four correct. */
export function AdaptiveSteps(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x={40 + i * 64}
          y={240 - i * 40}
          width="64"
          height={30 + i * 40}
          rx="6"
          className={i === 2 ? 'art-step art-step--now' : 'art-step'}
        />
      ))}
      <Blob x={170} y={108} size={56} colour="green" cheer />
      <g transform="translate(320 80)">
        <circle r="44" className="art-card" />
        <circle r="34" className="art-ring" />
        <circle r="34" className="art-ring-value" strokeDasharray="160 214" transform="rotate(-90)" />
        <text y="8" className="art-sum" textAnchor="middle">
          75%
        </text>
      </g>
      <path d="M70 70q30-30 70-10" className="art-path" strokeDasharray="2 8" />
      <text x="40" y="80" className="art-sum">
        3 + 4
      </text>
      <text x="150" y="50" className="art-sum">
        8 + 6
      </text>
    </Art>
  );
}

/** A laptop, a tablet and a whiteboard: it runs in any browser. */
export function Devices(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      <rect x="150" y="30" width="220" height="130" rx="8" className="art-frame" />
      <rect x="158" y="38" width="204" height="114" rx="4" className="art-sea" />
      <ellipse cx="230" cy="110" rx="40" ry="20" className="art-land" />
      <ellipse cx="310" cy="80" rx="28" ry="14" className="art-land" />
      <Blob x={215} y={78} size={30} colour="pink" />
      <rect x="40" y="120" width="170" height="110" rx="6" className="art-frame" />
      <rect x="48" y="128" width="154" height="94" rx="3" className="art-board" />
      <path d="M24 236h202l-12 14H36z" className="art-frame" />
      <text x="125" y="184" className="art-sum" textAnchor="middle">
        24 : 6 = ?
      </text>
      <rect x="250" y="150" width="110" height="130" rx="14" className="art-frame" />
      <rect x="258" y="160" width="94" height="110" rx="6" className="art-bg-2" />
      <circle cx="285" cy="200" r="18" className="art-bubble" />
      <circle cx="325" cy="232" r="16" className="art-bubble" />
      <text x="285" y="205" className="art-sum art-sum--small" textAnchor="middle">
        4
      </text>
      <text x="325" y="237" className="art-sum art-sum--small" textAnchor="middle">
        6
      </text>
    </Art>
  );
}

/** A school and a house joined by a path, with blobs on their way. */
export function SchoolAndHome(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      <rect y="220" width="400" height="80" rx="0" className="art-land" />
      <path d="M0 300V220h400v56q0 24-24 24z" className="art-land" />
      <g>
        <path d="M30 120l80-50 80 50z" fill="#ff6b5b" />
        <rect x="45" y="120" width="130" height="105" className="art-card" />
        <rect x="95" y="170" width="30" height="55" className="art-frame" />
        <rect x="60" y="135" width="26" height="22" className="art-sea" />
        <rect x="135" y="135" width="26" height="22" className="art-sea" />
        <circle cx="110" cy="104" r="12" className="art-sand" />
      </g>
      <g>
        <path d="M260 150l55-45 55 45z" fill="#8e6cf0" />
        <rect x="272" y="150" width="86" height="75" className="art-card" />
        <rect x="303" y="182" width="24" height="43" fill="#f2a007" />
        <rect x="282" y="162" width="18" height="16" className="art-sea" />
      </g>
      <path d="M125 240q80 30 190-14" className="art-path" strokeDasharray="2 10" />
      <Blob x={180} y={196} size={50} colour="green" cheer />
      <Blob x={228} y={206} size={40} colour="yellow" mood="wink" />
    </Art>
  );
}

/** A webinar on a screen with an audience of blobs. */
export function TrainingScene(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      <rect x="70" y="24" width="260" height="150" rx="12" className="art-frame" />
      <rect x="80" y="34" width="240" height="130" rx="6" className="art-board" />
      <Blob x={98} y={70} size={70} colour="purple" />
      <rect x="190" y="60" width="110" height="14" rx="7" className="art-soft" />
      <rect x="190" y="86" width="90" height="10" rx="5" className="art-soft" />
      <rect x="190" y="104" width="100" height="10" rx="5" className="art-soft" />
      <rect x="190" y="122" width="70" height="10" rx="5" className="art-soft" />
      <Blob x={40} y={196} size={70} colour="green" />
      <Blob x={125} y={206} size={62} colour="orange" mood="wink" />
      <Blob x={205} y={200} size={66} colour="blue" mood="wow" />
      <Blob x={290} y={198} size={70} colour="pink" cheer />
    </Art>
  );
}

/** The four operations and a stopwatch at three seconds: automating the basic facts. */
export function Operations(props: ArtProps) {
  const tiles: [string, string][] = [
    ['+', '#2bb673'],
    ['−', '#3d8bfd'],
    ['×', '#ef5da8'],
    [':', '#f2a007'],
  ];
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      {tiles.map(([op, colour], i) => (
        <g key={op} transform={`translate(${40 + (i % 2) * 90} ${40 + Math.floor(i / 2) * 90})`}>
          <rect width="74" height="74" rx="16" fill={colour} />
          <text x="37" y="52" className="art-op" textAnchor="middle">
            {op}
          </text>
        </g>
      ))}
      <g transform="translate(290 130)">
        <rect x="-10" y="-82" width="20" height="16" rx="4" className="art-frame" />
        <circle r="66" className="art-frame" />
        <circle r="56" className="art-card" />
        <path d="M0 0V-40" className="art-hand" />
        <path d="M0-56A56 56 0 0 1 33-45L0 0z" fill="#2bb673" opacity=".6" />
        <text y="34" className="art-sum" textAnchor="middle">
          3 s
        </text>
      </g>
      <Blob x={180} y={214} size={70} colour="yellow" cheer />
    </Art>
  );
}

/** Blobs with question marks (FAQ) or an envelope (contact), or a coin stack (prices). */
export function QuestionBlobs(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      <Blob x={60} y={130} size={120} colour="blue" mood="wow" />
      <Blob x={220} y={150} size={110} colour="orange" />
      <g className="art-bubble-q">
        <path d="M150 40h90a20 20 0 0 1 20 20v30a20 20 0 0 1-20 20h-50l-20 20v-20h-20a20 20 0 0 1-20-20V60a20 20 0 0 1 20-20z" />
      </g>
      <text x="195" y="96" className="art-op art-ink" textAnchor="middle">
        ?
      </text>
      <g className="art-bubble-q">
        <path d="M300 60h50a16 16 0 0 1 16 16v20a16 16 0 0 1-16 16h-30l-16 16v-16h-4a16 16 0 0 1-16-16V76a16 16 0 0 1 16-16z" />
      </g>
      <text x="325" y="104" className="art-sum art-ink" textAnchor="middle">
        !
      </text>
    </Art>
  );
}

export function Envelope(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      <rect x="120" y="70" width="220" height="150" rx="12" className="art-card art-outline" />
      <path d="M124 76l106 80 106-80" className="art-outline" fill="none" />
      <Blob x={30} y={150} size={110} colour="pink" cheer />
      <path d="M140 60q20-40 60-30" className="art-path" strokeDasharray="2 8" />
      <circle cx="332" cy="78" r="18" fill="#ff6b5b" />
    </Art>
  );
}

export function CoinStack(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      {[0, 1, 2, 3, 4].map((i) => (
        <ellipse key={i} cx="260" cy={230 - i * 18} rx="60" ry="18" fill={i % 2 ? '#ffd23f' : '#f2a007'} />
      ))}
      <Coin x={260} y={120} r={34} />
      <Blob x={40} y={130} size={120} colour="green" mood="wink" />
    </Art>
  );
}

export function FormScene(props: ArtProps) {
  return (
    <Art {...props}>
      <rect width="400" height="300" rx="24" className="art-bg" />
      <rect x="150" y="30" width="200" height="240" rx="14" className="art-card art-outline" />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x="172" y={60 + i * 46} width="156" height="26" rx="6" className="art-slot" />
      ))}
      <rect x="172" y="238" width="90" height="20" rx="10" fill="#0b6e4f" />
      <path d="M300 73l6 6 12-14" className="art-check" />
      <Blob x={20} y={150} size={120} colour="purple" cheer />
    </Art>
  );
}
