/**
 * Moves a simulated device along a street grid around Oruro's centre (-17.968851, -67.112892, the
 * specification's map centre). The old town is a grid of blocks about 110 m wide running north-south and
 * east-west, so a walker goes block by block, picks a new street at each corner (never straight
 * back unless it must), and stays within `radiusBlocks` of the centre.
 */
export const ORURO_CENTRE = { lat: -17.968851, lng: -67.112892 } as const;

const METRES_PER_DEGREE_LAT = 111_320;
const METRES_PER_DEGREE_LNG = METRES_PER_DEGREE_LAT * Math.cos((ORURO_CENTRE.lat * Math.PI) / 180);
const BLOCK_METRES = 110;

type Direction = readonly [number, number];
const DIRECTIONS: readonly Direction[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

export interface WalkerOptions {
  /** Metres per second: ~1.4 on foot, ~8 in a minibus. */
  speed: number;
  radiusBlocks?: number;
  random?: () => number;
}

export interface Fix {
  lat: number;
  lng: number;
  accuracy: number;
}

export class StreetWalker {
  /** Corner the walker left, in blocks east (x) and north (y) of the centre. */
  private x: number;
  private y: number;
  private direction: Direction;
  /** Metres walked from the corner along `direction`. */
  private along = 0;
  private readonly radius: number;
  private readonly random: () => number;

  constructor(private readonly options: WalkerOptions) {
    this.random = options.random ?? Math.random;
    this.radius = options.radiusBlocks ?? 8;
    this.x = Math.floor((this.random() * 2 - 1) * this.radius);
    this.y = Math.floor((this.random() * 2 - 1) * this.radius);
    this.direction = this.pickDirection(null);
  }

  /** Advances by `seconds` of movement and answers the new GPS fix (with a few metres of noise). */
  step(seconds: number): Fix {
    let left = this.options.speed * seconds;
    while (left > 0) {
      const toCorner = BLOCK_METRES - this.along;
      if (left < toCorner) {
        this.along += left;
        left = 0;
      } else {
        left -= toCorner;
        this.x += this.direction[0];
        this.y += this.direction[1];
        this.along = 0;
        this.direction = this.pickDirection(this.direction);
      }
    }
    return this.fix();
  }

  fix(): Fix {
    const east = this.x * BLOCK_METRES + this.direction[0] * this.along + (this.random() - 0.5) * 6;
    const north = this.y * BLOCK_METRES + this.direction[1] * this.along + (this.random() - 0.5) * 6;
    return {
      lat: ORURO_CENTRE.lat + north / METRES_PER_DEGREE_LAT,
      lng: ORURO_CENTRE.lng + east / METRES_PER_DEGREE_LNG,
      accuracy: Math.round(5 + this.random() * 15),
    };
  }

  private pickDirection(previous: Direction | null): Direction {
    const options = DIRECTIONS.filter(([dx, dy]) => {
      const reverses = previous !== null && dx === -previous[0] && dy === -previous[1];
      const inside = Math.abs(this.x + dx) <= this.radius && Math.abs(this.y + dy) <= this.radius;
      return inside && !reverses;
    });
    const choices =
      options.length > 0
        ? options
        : DIRECTIONS.filter(([dx, dy]) => Math.abs(this.x + dx) <= this.radius && Math.abs(this.y + dy) <= this.radius);
    return choices[Math.floor(this.random() * choices.length)] ?? DIRECTIONS[0]!;
  }
}
