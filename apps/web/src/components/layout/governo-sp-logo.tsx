import { GOVERNO } from '@/lib/site';

interface GovernoSpLogoProps {
  /** Text colour; the emblem keeps the flag's colours on any background. */
  cor?: string;
  largura?: number;
}

/**
 * A drawn wordmark of the state government: a flag-like emblem (black and white stripes,
 * red canton) and the government's name. Drawn here because the portal loads no remote images.
 */
export function GovernoSpLogo({ cor = '#0b1f3a', largura = 240 }: GovernoSpLogoProps) {
  const listras = [0, 1, 2, 3, 4, 5, 6];
  return (
    <svg
      width={largura}
      height={(largura * 56) / 240}
      viewBox="0 0 240 56"
      role="img"
      aria-label={GOVERNO}
    >
      <g>
        <rect x="1" y="6" width="60" height="44" rx="3" fill="#ffffff" stroke="#1b1b1b" />
        {listras.map((i) => (
          <rect key={i} x="1" y={6 + i * 6.3 + 3.15} width="60" height="3.15" fill="#1b1b1b" />
        ))}
        <rect x="1" y="6" width="26" height="22" fill="#c8102e" />
        <circle cx="14" cy="17" r="7" fill="#ffffff" />
        <path d="M11 14 l5 -1 l2 4 l-3 4 l-3 -2 z" fill="#0f3c80" />
      </g>
      <text x="72" y="25" fill={cor} fontFamily="system-ui, Arial, sans-serif" fontSize="15">
        Governo do Estado
      </text>
      <text
        x="72"
        y="45"
        fill={cor}
        fontFamily="system-ui, Arial, sans-serif"
        fontSize="19"
        fontWeight="800"
      >
        de São Paulo
      </text>
    </svg>
  );
}
