/**
 * The reference lists scripts seed with (vehicle types, makes, models, lines).
 *
 * They are written once, in the migration that seeds the lookup tables, and read from there:
 * a merged migration is frozen, so its seed stays inside it (moving the arrays into a shared
 * module would let a later edit of that module silently change what an old migration inserts).
 * Scripts import this module, never `migrations/` (eslint.config.js, "scripts/").
 */
export { LINEAS, MARCAS, MODELOS, TIPOS } from '../../migrations/20261122020000_inspections.ts';
