/**
 * Stands in for a solution without photos: a quiet city skyline in the portal's blues, so the
 * grid keeps its rhythm. Decorative: the card's title already names the solution.
 */
export function IlustracaoSolucao() {
  return (
    <svg
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="200" fill="#e8f0fb" />
      <circle cx="250" cy="58" r="22" fill="#cbdcf3" />
      <path
        d="M0 200V128h28v-26h24v26h18V84h30v44h16v-30h26v30h20V70h34v58h14v-22h26v22h20V94h28v34h36v72Z"
        fill="#a3c0e8"
      />
      <path
        d="M0 200v-44h40v-18h30v18h26v-30h34v30h22v-14h28v14h30v-36h30v36h24v-20h26v20h30v44Z"
        fill="#4f81cf"
      />
      <path d="M0 186h320v14H0z" fill="#154a9b" />
    </svg>
  );
}
