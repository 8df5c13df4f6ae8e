/** What other areas may use to send a message: the sender and its channels. */
export type { Channel, MessageSender } from './sender.ts';
