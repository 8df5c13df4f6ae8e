/**
 * How long an intro video may be, in seconds. A platform setting: the composition reads it from
 * the platform settings in force (decisions 170, 191); tests pass their own.
 */
export interface IntroVideoBounds {
  introVideoSeconds(): { min: number; max: number };
}
