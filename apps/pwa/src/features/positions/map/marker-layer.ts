import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { isQuiet, minutesSince, type DrawnMarker, type MarkerGroup } from '../position-rules.ts';
import { placeLabels } from './label-placement.ts';
import type { maplibregl } from './maplibre.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

/** The User Timing entry of one redraw (remove the old group, build the new one). */
export const REDRAW_MEASURE = 'positions:redraw';

interface Drawn {
  marker: Marker;
  element: HTMLElement;
  label: HTMLElement;
  age: HTMLElement;
  seenAt: number;
  lng: number;
  lat: number;
}

/** Past this many markers in view, labels stay under their pins (placing them would cost more than it helps). */
const MAX_PLACED = 300;

/**
 * The map's marker group, drawn with MapLibre's DOM markers. `draw` is the spec's redraw: the
 * whole previous group is removed and a new one built (a Leaflet layer group in the original).
 */
export class MarkerLayer {
  private drawn: Drawn[] = [];
  private readonly template: HTMLElement;
  private frame = 0;
  private readonly relayout = () => this.scheduleLayout();

  constructor(
    private readonly map: MapLibreMap,
    private readonly lib: typeof maplibregl,
    iconUrl: string,
  ) {
    this.template = markerTemplate(iconUrl);
    // Zooming changes which pins crowd together: labels are placed again once the view settles.
    map.on('moveend', this.relayout);
  }

  draw(group: MarkerGroup, now: number): void {
    const started = performance.now();
    this.clear();
    this.drawn = group.markers.map((entry) => this.add(entry, now));
    // Visible in the browser's performance panel; the positions bench reads it too.
    performance.measure(REDRAW_MEASURE, { start: started, detail: { markers: this.drawn.length } });
    this.scheduleLayout();
  }

  /** The permanent labels of pins in view, moved so that they do not cover each other (label-placement.ts). */
  private scheduleLayout(): void {
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => this.layoutLabels());
  }

  private layoutLabels(): void {
    const bounds = this.map.getBounds();
    const inView = this.drawn.filter((item) => bounds.contains([item.lng, item.lat]));
    for (const item of this.drawn) item.label.style.translate = '';
    if (inView.length > MAX_PLACED) return;
    // Read every size first, then write every offset: one layout, not one per label.
    const boxes = inView.map((item) => {
      const point = this.map.project([item.lng, item.lat]);
      return { x: point.x, y: point.y, width: item.label.offsetWidth, height: item.label.offsetHeight };
    });
    placeLabels(boxes).forEach((offset, index) => {
      const item = inView[index];
      if (item && (offset.dx || offset.dy)) item.label.style.translate = `${offset.dx}px ${offset.dy}px`;
    });
  }

  /** Moves every label's "visto hace N min" and grey state on to `now`, without a redraw. */
  refreshAges(now: number): void {
    for (const item of this.drawn) paintAge(item, now);
  }

  clear(): void {
    for (const item of this.drawn) item.marker.remove();
    this.drawn = [];
  }

  /** Stops following the map (the layer is being thrown away). */
  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.map.off('moveend', this.relayout);
    this.clear();
  }

  private add(entry: DrawnMarker, now: number): Drawn {
    // Cloning one prepared element is cheaper than building each marker from scratch.
    const element = this.template.cloneNode(true) as HTMLElement;
    element.dataset.userId = String(entry.id);
    element.dataset.lat = String(entry.lat);
    element.dataset.lng = String(entry.lng);
    (element.querySelector('.position-marker__name') as HTMLElement).textContent = entry.nombre;
    const age = element.querySelector('.position-marker__age') as HTMLElement;
    const label = element.querySelector('.position-marker__label') as HTMLElement;
    const marker = new this.lib.Marker({ element, anchor: 'bottom' }).setLngLat([entry.lng, entry.lat]).addTo(this.map);
    const item = { marker, element, label, age, seenAt: entry.seenAt, lng: entry.lng, lat: entry.lat };
    paintAge(item, now);
    return item;
  }
}

function paintAge(item: Drawn, now: number): void {
  const quiet = isQuiet(item.seenAt, now);
  item.age.textContent = POSITIONS_MSG.map.seenAgo(minutesSince(item.seenAt, now));
  item.element.dataset.quiet = String(quiet);
  item.element.title = quiet ? POSITIONS_MSG.map.quiet : '';
}

/** One marker's element without its data: a 50×50 icon and the label (name, age) under it. */
function markerTemplate(iconUrl: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'position-marker';
  element.dataset.testid = 'position-marker';
  const icon = document.createElement('img');
  icon.src = iconUrl;
  icon.alt = '';
  icon.width = 50;
  icon.height = 50;
  const label = document.createElement('div');
  label.className = 'position-marker__label';
  const name = document.createElement('span');
  name.className = 'position-marker__name';
  const age = document.createElement('span');
  age.className = 'position-marker__age';
  label.append(name, age);
  element.append(icon, label);
  return element;
}
