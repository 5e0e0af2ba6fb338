/** Realistic Oruro public-transport values for demo data. */
export const NOMBRES = [
  'JUAN',
  'MARÍA',
  'PEDRO',
  'ROSA',
  'CARLOS',
  'ANA',
  'LUIS',
  'CARMEN',
  'JORGE',
  'LUCÍA',
  'MARCO',
  'ELENA',
  'RENÉ',
  'SONIA',
  'FREDDY',
  'GLADYS',
];
export const APELLIDOS = [
  'MAMANI',
  'QUISPE',
  'CHOQUE',
  'CONDORI',
  'FLORES',
  'COLQUE',
  'GUTIÉRREZ',
  'VARGAS',
  'CRUZ',
  'APAZA',
  'COPA',
  'LÓPEZ',
  'RAMOS',
  'HUANCA',
];
export const TIPOS = ['MINIBÚS', 'MICRO', 'TRUFI', 'TAXI', 'RADIO TAXI'];
export const MARCAS: Record<string, string[]> = {
  TOYOTA: ['HIACE', 'COASTER', 'NOAH', 'CORONA'],
  NISSAN: ['CARAVAN', 'CIVILIAN', 'SUNNY'],
  MITSUBISHI: ['ROSA', 'L300'],
  HYUNDAI: ['H1', 'COUNTY'],
  SUZUKI: ['APV', 'EVERY'],
};
export const LINEAS = ['1', '2', '5', '10', '12', '14', '102', '103', '105', '108', '110', 'A', 'B', 'D', 'K', 'X'];
export const CALLES = [
  'Av. 6 de Agosto',
  'Calle Bolívar',
  'Av. Cívica',
  'Calle Adolfo Mier',
  'Av. Tacna',
  'Calle Junín',
  'Av. España',
  'Calle Pagador',
  'Av. Dehene',
  'Calle Potosí',
  'Av. del Ejército',
  'Plaza 10 de Febrero',
];
export const DESCRIPCIONES = [
  'Cobró un boliviano más del pasaje autorizado.',
  'No siguió su recorrido y dejó a los pasajeros a medio camino.',
  'Conducía a exceso de velocidad cerca de la unidad educativa.',
  'El chofer respondió con insultos a una señora mayor.',
  'Llevaba pasajeros parados y colgados de la puerta.',
  'Iba hablando por celular mientras conducía.',
  'Se pasó el semáforo en rojo en la esquina.',
  'No quiso cobrar pasaje de estudiante.',
];

/** A small deterministic random generator, so two demo runs give the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function placa(random: () => number): string {
  const letters = 'BCDFGHJKLMNPRSTVWXYZ';
  const digits = String(1000 + Math.floor(random() * 9000));
  return digits + Array.from({ length: 3 }, () => pick(random, [...letters])).join('');
}
