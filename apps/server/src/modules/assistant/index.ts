/**
 * The assistant: the visitor's chat turn as a stream of server-sent events, run by the chat engine the
 * composition root chose (the built-in intake engine, or a model's).
 */
export { assistantRoutes } from './assistant.routes';
export { streamChatTurn } from './chat-stream';
