/** The portal's mark (a skyline), decorative next to its written title. */
export function PortalMarca({ tamanho = 44 }: { tamanho?: number }) {
  return (
    <svg width={tamanho} height={tamanho} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="#ffffff" />
      <g fill="#0f3c80">
        <rect x="12" y="30" width="10" height="22" rx="1" />
        <rect x="26" y="16" width="12" height="36" rx="1" />
        <rect x="42" y="24" width="10" height="28" rx="1" />
        <rect x="8" y="52" width="48" height="3" rx="1.5" />
      </g>
      <g fill="#ffffff">
        <rect x="29" y="21" width="2.5" height="3" />
        <rect x="33" y="21" width="2.5" height="3" />
        <rect x="29" y="28" width="2.5" height="3" />
        <rect x="33" y="28" width="2.5" height="3" />
        <rect x="29" y="35" width="2.5" height="3" />
        <rect x="33" y="35" width="2.5" height="3" />
      </g>
      <circle cx="47" cy="14" r="4" fill="#d9a400" />
    </svg>
  );
}
