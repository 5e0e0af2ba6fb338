import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { MSG } from '@reclamos/shared-types/messages';
import { isQuiet, minutesSince, type DrawnMarker, type MarkerGroup } from '../position-rules.ts';
import type { maplibregl } from './maplibre.ts';

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

  constructor(
    private readonly map: MapLibreMap,
    private readonly lib: typeof maplibregl,
    private readonly iconUrl: string,
  ) {}

  draw(group: MarkerGroup, now: number): void {
    this.clear();
    this.drawn = group.markers.map((entry) => this.add(entry, now));
  }

  /** Moves every label's "visto hace N min" and grey state on to `now`, without a redraw. */
  refreshAges(now: number): void {
    for (const item of this.drawn) this.paintAge(item, now);
  }

  clear(): void {
    for (const item of this.drawn) item.marker.remove();
    this.drawn = [];
  }

  get count(): number {
    return this.drawn.length;
  }

  private add(entry: DrawnMarker, now: number): Drawn {
    const element = document.createElement('div');
    element.className = 'position-marker';
    element.dataset.testid = 'position-marker';
    element.dataset.userId = String(entry.id);
    element.dataset.lat = String(entry.lat);
    element.dataset.lng = String(entry.lng);
    const icon = document.createElement('img');
    icon.src = this.iconUrl;
    icon.alt = '';
    icon.width = 50;
    icon.height = 50;
    const label = document.createElement('div');
    label.className = 'position-marker__label';
    const name = document.createElement('span');
    name.className = 'position-marker__name';
    name.textContent = entry.nombre;
    const age = document.createElement('span');
    age.className = 'position-marker__age';
    label.append(name, age);
    element.append(icon, label);
    const marker = new this.lib.Marker({ element, anchor: 'bottom' }).setLngLat([entry.lng, entry.lat]).addTo(this.map);
    const item = { marker, element, age, seenAt: entry.seenAt };
    this.paintAge(item, now);
    return item;
  }

  private paintAge(item: Drawn, now: number): void {
    const quiet = isQuiet(item.seenAt, now);
    item.age.textContent = MSG.positions.map.seenAgo(minutesSince(item.seenAt, now));
    item.element.dataset.quiet = String(quiet);
    item.element.title = quiet ? MSG.positions.map.quiet : '';
  }
}
