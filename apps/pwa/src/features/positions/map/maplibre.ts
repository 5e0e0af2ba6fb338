/**
 * MapLibre with its worker set explicitly: the Vite build drops the worker maplibre finds by itself
 * (the built app fails with "Worker failed to load"), so the worker file is emitted as an asset and
 * named here. Imported only by the map route's lazy chunk.
 */
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
