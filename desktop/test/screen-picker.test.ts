import { describe, expect, it } from 'vitest';
import { ScreenPicker } from '../src/media/screen-picker.ts';
import { FakeSession, fakeSource } from './support/fake-electron.ts';

const APP = 'kalam://app';

function setup() {
  const session = new FakeSession();
  const requested: unknown[] = [];
  const picker = new ScreenPicker({
    appOrigin: APP,
    getSources: async (options) => {
      requested.push(options);
      return [fakeSource('screen:0:0', 'الشاشة كلها'), fakeSource('window:42:0', 'Slides')];
    },
  });
  picker.install(session);
  return { session, picker, requested };
}

describe('screen sharing through our picker', () => {
  it('lists screens and windows with thumbnails for the page to show', async () => {
    const { picker, requested } = setup();
    expect(await picker.list()).toEqual([
      {
        id: 'screen:0:0',
        name: 'الشاشة كلها',
        kind: 'screen',
        thumbnail: 'data:image/png;base64,screen:0:0',
      },
      {
        id: 'window:42:0',
        name: 'Slides',
        kind: 'window',
        thumbnail: 'data:image/png;base64,window:42:0',
      },
    ]);
    expect(requested).toEqual([
      { types: ['screen', 'window'], thumbnailSize: { width: 320, height: 180 } },
    ]);
  });

  it('answers the next getDisplayMedia with the chosen source, once', async () => {
    const { picker, session } = setup();
    await picker.list();
    picker.choose('window:42:0');
    const granted = await session.displayMedia(`${APP}/session?id=lesson:1`);
    expect(granted?.video).toMatchObject({ id: 'window:42:0', name: 'Slides' });
    expect(await session.displayMedia(`${APP}/session?id=lesson:1`)).toBeNull();
  });

  it('gives nothing without a choice, after a cancel, or to another origin', async () => {
    const { picker, session } = setup();
    expect(await session.displayMedia(`${APP}/x`)).toBeNull();
    await picker.list();
    picker.choose('screen:0:0');
    picker.choose(null);
    expect(await session.displayMedia(`${APP}/x`)).toBeNull();
    picker.choose('screen:0:0');
    expect(await session.displayMedia('https://evil.test/')).toBeNull();
  });

  it('refuses a source it never offered', async () => {
    const { picker } = setup();
    await picker.list();
    expect(() => picker.choose('screen:9:0')).toThrow(/unknown screen source/);
  });
});
