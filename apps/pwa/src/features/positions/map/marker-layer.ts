import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { MSG } from '@reclamos/shared-types/messages';
import { isQuiet, minutesSince, type DrawnMarker, type MarkerGroup } from '../position-rules.ts';
import type { maplibregl } from './maplibre.ts';

/** The User Timing entry of one redraw (remove the old group, build the new one). */
export const REDRAW_MEASURE = 'positions:redraw';

interface Drawn {
  marker: Marker;
  element: HTMLElement;
  age: HTMLElement;
  seenAt: number;
}

/**
 * The map's marker group, drawn with MapLibre's DOM markers. `draw` is the spec's redraw: the
 * whole previous group is removed and a new one built (a Leaflet layer group in the original).
 */
export class MarkerLayer {
  private drawn: Drawn[] = [];
  private readonly template: HTMLElement;

  constructor(
    private readonly map: MapLibreMap,
    private readonly lib: typeof maplibregl,
    iconUrl: string,
  ) {
    this.template = markerTemplate(iconUrl);
  }

  draw(group: MarkerGroup, now: number): void {
    const started = performance.now();
    this.clear();
    this.drawn = group.markers.map((entry) => this.add(entry, now));
    // Visible in the browser's performance panel; the positions bench reads it too.
    performance.measure(REDRAW_MEASURE, { start: started, detail: { markers: this.drawn.length } });
  }

  /** Moves every label's "visto hace N min" and grey state on to `now`, without a redraw. */
  refreshAges(now: number): void {
    for (const item of this.drawn) paintAge(item, now);
  }

  clear(): void {
    for (const item of this.drawn) item.marker.remove();
    this.drawn = [];
  }

  private add(entry: DrawnMarker, now: number): Drawn {
    // Cloning one prepared element is cheaper than building each marker from scratch.
    const element = this.template.cloneNode(true) as HTMLElement;
    element.dataset.userId = String(entry.id);
    element.dataset.lat = String(entry.lat);
    element.dataset.lng = String(entry.lng);
    (element.querySelector('.position-marker__name') as HTMLElement).textContent = entry.nombre;
    const age = element.querySelector('.position-marker__age') as HTMLElement;
    const marker = new this.lib.Marker({ element, anchor: 'bottom' }).setLngLat([entry.lng, entry.lat]).addTo(this.map);
    const item = { marker, element, age, seenAt: entry.seenAt };
    paintAge(item, now);
    return item;
  }
}

function paintAge(item: Drawn, now: number): void {
  const quiet = isQuiet(item.seenAt, now);
  item.age.textContent = MSG.positions.map.seenAgo(minutesSince(item.seenAt, now));
  item.element.dataset.quiet = String(quiet);
  item.element.title = quiet ? MSG.positions.map.quiet : '';
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
