/** Decorative skyline linked by a data network: the call's theme, drawn so no image is fetched. */
export function IlustracaoCidade() {
  const predios = [
    { x: 20, y: 150, w: 44, h: 110 },
    { x: 72, y: 90, w: 52, h: 170 },
    { x: 132, y: 130, w: 40, h: 130 },
    { x: 180, y: 60, w: 58, h: 200 },
    { x: 246, y: 120, w: 46, h: 140 },
    { x: 300, y: 160, w: 40, h: 100 },
  ];
  const nos = [
    [42, 120],
    [98, 60],
    [209, 30],
    [269, 90],
    [320, 130],
  ] as const;

  return (
    <svg viewBox="0 0 360 280" width="100%" aria-hidden="true" focusable="false">
      <circle cx="300" cy="52" r="26" fill="#f2c94c" opacity="0.85" />
      <g stroke="#4f81cf" strokeWidth="2" strokeDasharray="4 5" fill="none">
        {nos.slice(1).map(([x, y], i) => {
          const [px, py] = nos[i] ?? [x, y];
          return <line key={x} x1={px} y1={py} x2={x} y2={y} />;
        })}
      </g>
      {predios.map(({ x, y, w, h }, i) => (
        <g key={x}>
          <rect x={x} y={y} width={w} height={h} rx="3" fill={i % 2 ? '#154a9b' : '#0f3c80'} />
          {Array.from({ length: Math.floor(h / 26) }, (_, linha) => (
            <g key={linha} fill="#a3c0e8" opacity="0.8">
              <rect x={x + 9} y={y + 12 + linha * 26} width="9" height="12" rx="1" />
              <rect x={x + w - 18} y={y + 12 + linha * 26} width="9" height="12" rx="1" />
            </g>
          ))}
        </g>
      ))}
      {nos.map(([x, y]) => (
        <g key={x}>
          <circle cx={x} cy={y} r="9" fill="#ffffff" stroke="#154a9b" strokeWidth="3" />
          <circle cx={x} cy={y} r="3" fill="#c8102e" />
        </g>
      ))}
      <rect x="0" y="258" width="360" height="6" rx="3" fill="#0a2d61" />
    </svg>
  );
}
