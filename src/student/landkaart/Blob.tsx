const COLOURS = ['#ff8a5b', '#7bd389', '#6ab7ff', '#c58cff', '#ffd23f', '#ff6fae', '#4fd1c5', '#f6ad55'];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** A blob drawn from its id: colour and shape vary per blob; not owned is a grey silhouette. */
export function Blob({ id, rarity, owned }: { id: string; rarity: string; owned: boolean }) {
  const h = hash(id);
  const colour = owned ? COLOURS[h % COLOURS.length] : '#b8c2cc';
  const wobble = 8 + (h % 14);
  return (
    <svg className="blob" viewBox="0 0 100 100" width="72" height="72" aria-hidden="true">
      <path
        d={`M50 ${12 + (h % 6)} C${80 + (h % 8)} ${10 + wobble} 94 60 ${78 + (h % 5)} 82 C62 96 34 96 ${20 - (h % 6)} 82 C4 ${62 - wobble} 22 14 50 ${12 + (h % 6)}Z`}
        fill={colour}
        stroke={rarity === 'legendary' ? '#c79a00' : rarity === 'rare' ? '#7a5cff' : '#2b3a4a'}
        strokeWidth={rarity === 'common' ? 3 : 5}
      />
      {owned && (
        <g fill="#1b2a3a">
          <circle cx="38" cy="50" r="6" />
          <circle cx="62" cy="50" r="6" />
          <path d="M38 68 q12 10 24 0" stroke="#1b2a3a" strokeWidth="4" fill="none" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}
