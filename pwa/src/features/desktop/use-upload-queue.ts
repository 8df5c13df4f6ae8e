import { useCallback, useEffect, useState } from 'react';
import type { UploadItem } from '@kalam/shared';
import { desktop } from '../../lib/desktop/desktop.ts';

/** How often the screen asks the app for the queue (each bridge method is one request, no events). */
const POLL_MS = 500;

/** The desktop app's upload queue, refreshed while the screen is open. */
export function useUploadQueue() {
  const [items, setItems] = useState<UploadItem[]>([]);
  useEffect(() => {
    let stopped = false;
    const read = async () => {
      const next = await desktop().uploadQueue();
      if (!stopped) setItems(next);
    };
    void read();
    const timer = setInterval(() => void read(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  const pick = useCallback(async () => setItems(await desktop().pickVideos()), []);
  const cancel = useCallback(async (id: string) => setItems(await desktop().cancelUpload(id)), []);
  return { items, pick, cancel };
}
