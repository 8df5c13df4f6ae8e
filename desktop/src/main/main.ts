import { join } from 'node:path';
import {
  app,
  BrowserWindow,
  desktopCapturer,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  protocol,
  session,
  shell,
  Tray,
} from 'electron';
import electronUpdater from 'electron-updater';
import { DESKTOP_TEXT, timeOfDay, type DesktopNotice, type ScheduleLesson } from '@kalam/shared';
import { bridgeHandlers } from '../bridge/bridge-handlers.ts';
import { registerBridge } from '../bridge/main-handlers.ts';
import {
  APP_SCHEME,
  DesktopConfigError,
  loadDesktopConfig,
  type DesktopConfig,
} from '../config/desktop-config.ts';
import { ReminderScheduler } from '../day/reminders.ts';
import { ScheduleFile } from '../day/schedule-file.ts';
import { trayMenu } from '../day/tray-menu.ts';
import { ScreenPicker } from '../media/screen-picker.ts';
import { APP_SCHEME_PRIVILEGES, createSchemeHandler } from '../scheme/app-scheme.ts';
import { guardNavigation } from '../security/navigation-guard.ts';
import { installPermissionHandlers } from '../security/permissions.ts';
import { isExternalAllowed } from '../security/trusted-urls.ts';
import { QueueFile } from '../uploads/queue-file.ts';
import { UploadQueue } from '../uploads/upload-queue.ts';
import { pagePolicy, pwaBuildDir } from './renderer-source.ts';
import { appAddress, secureWebPreferences } from './window.ts';

/**
 * The Electron edge: everything here only wires the tested modules to Electron's objects.
 * A production build bakes the server address in (build.mjs); the environment overrides it.
 */
declare const __KALAM_SERVER_URL__: string | undefined;

// Cairo's parts of the day, as the app's screens say a time (decision 268).
const formatTime = (instant: number) => timeOfDay(instant);

function readConfig(): DesktopConfig {
  try {
    return loadDesktopConfig(process.env, { serverUrl: __KALAM_SERVER_URL__ });
  } catch (error) {
    const message = error instanceof DesktopConfigError ? error.message : String(error);
    dialog.showErrorBox(DESKTOP_TEXT.appName, `Kalam cannot start. ${message}`);
    app.exit(1);
    throw error;
  }
}

// Before `ready`: the scheme's privileges, the sandbox for every renderer, one instance only.
protocol.registerSchemesAsPrivileged(APP_SCHEME_PRIVILEGES);
app.enableSandbox();
if (!app.requestSingleInstanceLock()) app.quit();

async function start(): Promise<void> {
  const config = readConfig();
  const ses = session.defaultSession;
  const buildDir = pwaBuildDir(app.isPackaged, process.resourcesPath, app.getAppPath());
  const csp = pagePolicy(config, buildDir);
  const userData = app.getPath('userData');

  if (config.renderer === 'scheme') {
    ses.protocol.handle(
      APP_SCHEME,
      createSchemeHandler({
        root: buildDir,
        serverOrigin: config.serverOrigin,
        csp,
        fetch: net.fetch,
      }),
    );
  } else {
    // The server's pages get our policy too (it is added to, never replaces, the server's own).
    ses.webRequest.onHeadersReceived({ urls: [`${config.appOrigin}/*`] }, (details, callback) => {
      const headers = { ...details.responseHeaders };
      if (details.resourceType === 'mainFrame') headers['Content-Security-Policy'] = [csp];
      callback({ responseHeaders: headers });
    });
  }
  installPermissionHandlers(ses, config.appOrigin);
  const screens = new ScreenPicker({
    appOrigin: config.appOrigin,
    getSources: (o) => desktopCapturer.getSources(o),
  });
  screens.install(ses);

  const externalOrigins = [config.serverOrigin, ...config.externalOrigins];
  const openExternal = (url: string) => {
    if (!isExternalAllowed(url, externalOrigins)) return false;
    void shell.openExternal(url);
    return true;
  };
  app.on('web-contents-created', (_event, contents) =>
    guardNavigation(contents, {
      appOrigin: config.appOrigin,
      externalOrigins,
      openExternal,
    }),
  );

  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 360,
    title: DESKTOP_TEXT.appName,
    backgroundColor: '#0f766e',
    webPreferences: secureWebPreferences(join(__dirname, 'preload.cjs')),
  });
  const open = (path: string) => {
    const address = appAddress(config.appOrigin, path);
    if (address) void window.loadURL(address);
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };
  app.on('second-instance', () => open('/'));
  // Closing the window keeps the app in the tray (reminders, join); the tray's quit ends it.
  let quitting = false;
  app.on('before-quit', () => (quitting = true));
  window.on('close', (event) => {
    if (quitting) return;
    event.preventDefault();
    window.hide();
  });

  const uploads = new UploadQueue({
    file: new QueueFile(join(userData, 'uploads.json')),
    endpoint: `${config.serverOrigin}/api/v1/uploads`,
    chunkSize: config.uploadChunkBytes,
    now: Date.now,
  });
  await uploads.restore();

  const notify = (notice: DesktopNotice) => {
    if (!Notification.isSupported()) return;
    const shown = new Notification({ title: notice.title, body: notice.body });
    if (notice.path) {
      const path = notice.path;
      shown.on('click', () => open(path));
    }
    shown.show();
  };
  const reminders = new ReminderScheduler({
    now: Date.now,
    formatTime,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
    show: notify,
  });

  const scheduleFile = new ScheduleFile(join(userData, 'schedule.json'));
  let lessons: ScheduleLesson[] = await scheduleFile.load();
  let fromCache = true;
  const tray = new Tray(
    nativeImage.createFromPath(join(buildDir, 'icons', 'icon-192.png')).resize({ width: 20 }),
  );
  tray.setToolTip(DESKTOP_TEXT.trayTooltip);
  const loginItem = {
    get: () => app.getLoginItemSettings().openAtLogin,
    set: (enabled: boolean) => {
      app.setLoginItemSettings({ openAtLogin: enabled });
      refreshTray();
      return app.getLoginItemSettings().openAtLogin;
    },
  };
  const refreshTray = () =>
    tray.setContextMenu(
      Menu.buildFromTemplate(
        trayMenu(
          { lessons, now: Date.now(), fromCache, startAtLogin: loginItem.get() },
          { open, setStartAtLogin: loginItem.set, quit: () => app.quit() },
          formatTime,
        ),
      ),
    );
  // Offline start: the saved lessons still fill the tray and still remind.
  reminders.schedule(lessons);
  refreshTray();
  setInterval(refreshTray, 60_000).unref();

  registerBridge(
    ipcMain,
    bridgeHandlers({
      info: { shell: 'desktop', version: app.getVersion(), platform: process.platform },
      openExternal,
      uploads,
      chooseVideoFiles: async () => {
        const picked = await dialog.showOpenDialog(window, {
          title: DESKTOP_TEXT.pickVideos,
          properties: ['openFile', 'multiSelections'],
          filters: [
            { name: DESKTOP_TEXT.videos, extensions: ['mp4', 'mov', 'm4v', 'webm', 'mkv'] },
          ],
        });
        return picked.canceled ? [] : picked.filePaths;
      },
      screens,
      notify,
      setSchedule: async (next) => {
        lessons = next;
        fromCache = false;
        reminders.schedule(lessons);
        refreshTray();
        await scheduleFile.save(lessons);
      },
      loginItem,
    }),
    config.appOrigin,
  );

  app.on('before-quit', () => {
    reminders.stop();
    void uploads.pause();
  });
  await window.loadURL(`${config.appOrigin}/`);
  if (config.autoUpdate && app.isPackaged)
    void electronUpdater.autoUpdater.checkForUpdatesAndNotify().catch(() => undefined);
}

void app.whenReady().then(start);
app.on('window-all-closed', () => {
  // The tray keeps the tutor's day (reminders, join) running; quitting is in its menu.
});
