/**
 * How long an intro video may be, in seconds. A platform setting: the composition wires it to
 * the shared default (`INTRO_VIDEO_SECONDS`) until the platform-settings area exists
 * (decision 170); tests pass their own.
 */
export interface IntroVideoBounds {
  introVideoSeconds(): { min: number; max: number };
}
