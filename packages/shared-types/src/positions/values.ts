/** Limits of the track queries, applied by the API and offered by the screens. */
export const TRACK_LIMITS = {
  /** The widest "who was near" radius, in metres. */
  maxRadiusM: 5000,
  /** The longest "who was near" window. */
  maxWindowHours: 24,
} as const;

/**
 * What the day's track calls a stop, a gap and movement. A phone reports every few seconds while
 * sharing, so five silent minutes mean it sent nothing (no coverage, app closed, phone off).
 */
export const TRACK_RULES = {
  stopMinutes: 5,
  stopRadiusM: 50,
  gapMinutes: 5,
  /** A fix less precise than this is drawn but does not count for distance or stops. */
  maxAccuracyM: 100,
  /** Movement shorter than this from the last counted point is GPS jitter, not distance. */
  jitterM: 15,
} as const;

/** Playback speeds of the track screen. */
export const TRACK_SPEEDS = [1, 2, 5, 10, 20] as const;
