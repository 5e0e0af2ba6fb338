/**
 * The app's crest: a shield with the front of a bus, in the authority's navy and gold.
 * `maskable` draws it smaller on a full-bleed background so launchers may crop it to any shape.
 */
export function crestSvg(options: { maskable: boolean; size: number }): string {
  const { maskable, size } = options;
  const scale = maskable ? 0.62 : 0.86;
  const offset = (512 - 512 * scale) / 2;
  const background = maskable
    ? '<rect width="512" height="512" fill="#1e3a8a"/>'
    : '<rect x="8" y="8" width="496" height="496" rx="112" fill="#1e3a8a"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  ${background}
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M256 28 L452 96 V248 C452 368 368 448 256 488 C144 448 60 368 60 248 V96 Z"
      fill="#f5b700" stroke="#ffffff" stroke-width="14" stroke-linejoin="round"/>
    <path d="M256 62 L420 119 V248 C420 350 350 418 256 454 C162 418 92 350 92 248 V119 Z" fill="#1e3a8a"/>
    <rect x="146" y="138" width="220" height="250" rx="34" fill="#ffffff"/>
    <rect x="170" y="164" width="172" height="22" rx="8" fill="#1e3a8a"/>
    <rect x="170" y="198" width="172" height="96" rx="12" fill="#93c5fd"/>
    <circle cx="190" cy="334" r="17" fill="#f5b700"/>
    <circle cx="322" cy="334" r="17" fill="#f5b700"/>
    <rect x="222" y="322" width="68" height="24" rx="6" fill="#1e3a8a"/>
    <rect x="162" y="386" width="44" height="34" rx="10" fill="#ffffff"/>
    <rect x="306" y="386" width="44" height="34" rx="10" fill="#ffffff"/>
  </g>
</svg>`;
}
