// The chat planner as the routes use it. The conversation's work lives in app/ai: the request body
// (chat-body.server.ts), the streamed answer (chat-stream.server.ts) and saved threads (chat-threads.server.ts).
export {
  CHAT_MESSAGE_MAX,
  chatBodyFromForm,
  chatLanguageOf,
  parseChatBody,
  type ChatBody,
} from "~/ai/chat-body.server";
export { chatErrorText } from "~/ai/chat-errors.server";
export { chatStream, chatToCompletion } from "~/ai/chat-stream.server";
export { loadThread, threadOfPlan } from "~/ai/chat-threads.server";
