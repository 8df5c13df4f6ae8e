import { io } from 'socket.io-client';
import { CLIENT_EVENTS, SOCKET_IO_PATH, type Ack } from '@kalam/shared';

/**
 * A member enters a lesson's live session over the socket, as the session screen does, and
 * leaves: the attendance that makes a lesson taught at its end (decision 240). For setups that
 * need a taught lesson without clicking through the camera screens each time.
 */
export async function attendLesson(url: string, token: string, lessonId: string): Promise<void> {
  const socket = io(url, {
    path: SOCKET_IO_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const ack = (await socket
      .timeout(5_000)
      .emitWithAck(CLIENT_EVENTS.sessionJoin, { sessionId: `lesson:${lessonId}` })) as Ack;
    if (ack.result !== 'ok') throw new Error(`session join refused: ${JSON.stringify(ack)}`);
  } finally {
    socket.close();
  }
}
