import type { SosAlert } from '@reclamos/shared-types/sos/schemas';

/**
 * The people with an open alert blink red on the live map. The map belongs to the positions
 * feature, which this one may not import: its markers carry `data-user-id` (the same id the alert
 * names), so a style rule here is the whole link. Without motion (the person's setting) they stay
 * red and still.
 */
export function SosMapMarks({ open }: { open: readonly SosAlert[] }) {
  const ids = [...new Set(open.map((alert) => alert.usuario.id))];
  if (ids.length === 0) return null;
  const markers = ids.map((id) => `.position-marker[data-user-id="${id}"]`);
  const css = `
@keyframes sos-blink { 0%, 100% { opacity: 1; } 50% { opacity: 0.25; } }
${markers.map((m) => `${m} img`).join(', ')} {
  filter: sepia(1) saturate(12) hue-rotate(-45deg) drop-shadow(0 0 6px #dc2626);
  animation: sos-blink 0.9s ease-in-out infinite;
}
${markers.map((m) => `${m} .position-marker__label`).join(', ')} { border-color: #dc2626; color: #b91c1c; font-weight: 700; }
@media (prefers-reduced-motion: reduce) { ${markers.map((m) => `${m} img`).join(', ')} { animation: none; } }
`;
  return <style data-sos-marks={ids.join(' ')}>{css}</style>;
}
