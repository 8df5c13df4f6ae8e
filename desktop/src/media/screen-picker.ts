import type { DesktopCapturerSource, Session, SourcesOptions } from 'electron';
import type { ScreenSource } from '@kalam/shared';
import { isAppUrl } from '../security/trusted-urls.ts';

export interface ScreenPickerDeps {
  appOrigin: string;
  /** `desktopCapturer.getSources`. */
  getSources(options: SourcesOptions): Promise<DesktopCapturerSource[]>;
}

type DisplayMediaSession = Pick<Session, 'setDisplayMediaRequestHandler'>;
type Handler = Parameters<DisplayMediaSession['setDisplayMediaRequestHandler']>[0] & {};
type Request = Parameters<Handler>[0];
type Callback = Parameters<Handler>[1];

/**
 * Screen sharing without Chromium's picker (Electron has none): the page lists the screens and
 * windows through the bridge, shows its own picker with thumbnails, names its choice, and then
 * calls `getDisplayMedia()`, which this handler answers with that source — once. A request with
 * no choice, from another origin, or for a source that was never listed gets nothing.
 */
export class ScreenPicker {
  private listed = new Map<string, DesktopCapturerSource>();
  private chosen: DesktopCapturerSource | null = null;

  constructor(private readonly deps: ScreenPickerDeps) {}

  async list(): Promise<ScreenSource[]> {
    const sources = await this.deps.getSources({
      types: ['screen', 'window'],
      thumbnailSize: { width: 320, height: 180 },
    });
    this.listed = new Map(sources.map((s) => [s.id, s]));
    return sources.map((s) => ({
      id: s.id,
      name: s.name,
      kind: s.id.startsWith('screen:') ? 'screen' : 'window',
      thumbnail: s.thumbnail.toDataURL(),
    }));
  }

  /** The page's choice for the next request; an id it was not offered is refused. */
  choose(id: string | null): void {
    this.chosen = id === null ? null : (this.listed.get(id) ?? null);
    if (id !== null && !this.chosen) throw new Error(`unknown screen source ${id}`);
  }

  readonly handle = (request: Request, callback: Callback): void => {
    const source = this.chosen;
    this.chosen = null;
    const url = request.frame?.url ?? request.securityOrigin;
    if (!source || !request.videoRequested || !isAppUrl(url, this.deps.appOrigin)) {
      callback(null);
      return;
    }
    // Audio of a whole screen needs the system loopback device, which only Windows offers.
    callback({ video: source });
  };

  install(session: DisplayMediaSession): void {
    session.setDisplayMediaRequestHandler(this.handle);
  }
}
