import { useTranslation } from 'react-i18next';
import '@/locales/marketing';

/** Deterministic QR-like pattern (21 x 21 modules) with the three finder squares. */
const modules = (() => {
  const size = 21;
  const cells: [number, number][] = [];
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x > size - 9 && y < 8) || (x < 8 && y > size - 9);
  let seed = 7;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      seed = (seed * 9301 + 49297) % 233280;
      if (!inFinder(x, y) && seed / 233280 > 0.52) cells.push([x, y]);
    }
  }
  return cells;
})();

function Finder({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width={7} height={7} rx={1.4} fill="#0b3b35" />
      <rect x={x + 1} y={y + 1} width={5} height={5} rx={1} fill="#fff" />
      <rect x={x + 2} y={y + 2} width={3} height={3} rx={0.7} fill="#0b3b35" />
    </g>
  );
}

/** A centred line of text of the picture. */
function Caption({ x, y, size, weight, fill, text }: { x: number; y: number; size: number; weight?: number; fill: string; text: string }) {
  return (
    <text x={x} y={y} textAnchor="middle" fontSize={size} fontWeight={weight} fill={fill}>
      {text}
    </text>
  );
}

/** Hero picture: a "we're hiring" poster with its QR code, and the phone on which candidates apply. */
export function QrIllustration() {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 440 400" width="100%" role="img" aria-label={t('marketing.hero.illustration')}>
      <defs>
        <linearGradient id="poster" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#eef8f6" />
        </linearGradient>
        <linearGradient id="phone" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0e8a7b" />
          <stop offset="1" stopColor="#006757" />
        </linearGradient>
        <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#0b3b35" floodOpacity="0.18" />
        </filter>
      </defs>
      <circle cx="250" cy="200" r="170" fill="#e7f7f5" />
      <circle cx="360" cy="70" r="26" fill="#ffe8cc" />
      <g filter="url(#shadow)" transform="rotate(-4 170 200)">
        <rect x="40" y="40" width="250" height="320" rx="22" fill="url(#poster)" />
        <Caption x={165} y={92} size={26} weight={800} fill="#0b3b35" text={t('marketing.hero.poster_title')} />
        <Caption x={165} y={118} size={13} fill="#4a6b66" text={t('marketing.hero.poster_text')} />
        <g transform="translate(80 140) scale(8.1)">
          <rect x={-1} y={-1} width={23} height={23} rx={2} fill="#fff" />
          <Finder x={0} y={0} />
          <Finder x={14} y={0} />
          <Finder x={0} y={14} />
          {modules.map(([x, y]) => (
            <rect key={`${x}-${y}`} x={x + 0.08} y={y + 0.08} width={0.84} height={0.84} rx={0.2} fill="#0b3b35" />
          ))}
        </g>
      </g>
      <g filter="url(#shadow)" transform="rotate(6 330 250)">
        <rect x="262" y="150" width="140" height="240" rx="26" fill="#111" />
        <rect x="270" y="160" width="124" height="220" rx="20" fill="url(#phone)" />
        <rect x="310" y="168" width="44" height="6" rx="3" fill="#111" opacity="0.5" />
        <circle cx="332" cy="222" r="22" fill="#fff" opacity="0.95" />
        <path d="M322 222 l7 7 l14 -14" stroke="#038674" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <Caption x={332} y={270} size={14} weight={700} fill="#fff" text={t('marketing.hero.phone_title')} />
        <Caption x={332} y={290} size={11} fill="#d8f2ee" text={t('marketing.hero.phone_text')} />
        <rect x="288" y="320" width="88" height="30" rx="15" fill="#fc8c0c" />
        <Caption x={332} y={340} size={12} weight={700} fill="#fff" text={t('marketing.hero.phone_button')} />
      </g>
    </svg>
  );
}
