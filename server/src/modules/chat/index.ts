// The chat area's public face: what other areas may use (decision 156).
export { chatMemberOf, toMessageDto, type ChatMember } from './chat.dto.ts';
export type { ChatMemberRow, ChatMessageRow, ChatRoomRow } from './chat.repository.ts';
export type { ChatService } from './chat.service.ts';
