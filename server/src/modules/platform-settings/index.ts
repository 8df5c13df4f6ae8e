/** The platform-settings area's face (decision 191): the values in force, read by other areas. */
export type { PlatformSettingsReader } from './platform-settings.port.ts';
export { videoBounds, withdrawalBoundsEgp } from './platform-settings.port.ts';
